var Xo=Object.defineProperty;var Un=(e,t)=>{for(var n in t)Xo(e,n,{get:t[n],enumerable:!0})};var At,U,Zn,ut,ea,Hn,Qo,Et={},ta=[],Zo=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Me(e,t){for(var n in t)e[n]=t[n];return e}function na(e){var t=e.parentNode;t&&t.removeChild(e)}function aa(e,t,n){var a,s,o,l={};for(o in t)o=="key"?a=t[o]:o=="ref"?s=t[o]:l[o]=t[o];if(arguments.length>2&&(l.children=arguments.length>3?At.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(o in e.defaultProps)l[o]===void 0&&(l[o]=e.defaultProps[o]);return Ct(e,l,a,s,null)}function Ct(e,t,n,a,s){var o={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++Zn};return U.vnode!=null&&U.vnode(o),o}function Lt(e){return e.children}function Tt(e,t){this.props=e,this.context=t}function Xe(e,t){if(t==null)return e.__?Xe(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?Xe(e):null}function oa(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return oa(e)}}function jn(e){(!e.__d&&(e.__d=!0)&&ut.push(e)&&!Mt.__r++||Hn!==U.debounceRendering)&&((Hn=U.debounceRendering)||ea)(Mt)}function Mt(){for(var e;Mt.__r=ut.length;)e=ut.sort(function(t,n){return t.__v.__b-n.__v.__b}),ut=[],e.some(function(t){var n,a,s,o,l,c;t.__d&&(l=(o=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Me({},o)).__v=o.__v+1,nn(c,o,s,n.__n,c.ownerSVGElement!==void 0,o.__h!=null?[l]:null,a,l??Xe(o),o.__h),la(a,o),o.__e!=l&&oa(o)))})}function ra(e,t,n,a,s,o,l,c,u,p){var d,$,f,h,m,w,g,b=a&&a.__k||ta,_=b.length;for(n.__k=[],d=0;d<t.length;d++)if((h=n.__k[d]=(h=t[d])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?Ct(null,h,null,null,h):Array.isArray(h)?Ct(Lt,{children:h},null,null,null):h.__b>0?Ct(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=b[d])===null||f&&h.key==f.key&&h.type===f.type)b[d]=void 0;else for($=0;$<_;$++){if((f=b[$])&&h.key==f.key&&h.type===f.type){b[$]=void 0;break}f=null}nn(e,h,f=f||Et,s,o,l,c,u,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(w==null&&(w=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=u=sa(h,u,e):u=ia(e,h,f,b,m,u),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=u):e.value=""):u&&f.__e==u&&u.parentNode!=e&&(u=Xe(f))}for(n.__e=w,d=_;d--;)b[d]!=null&&(typeof n.type=="function"&&b[d].__e!=null&&b[d].__e==n.__d&&(n.__d=Xe(a,d+1)),da(b[d],b[d]));if(g)for(d=0;d<g.length;d++)ca(g[d],g[++d],g[++d])}function sa(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?sa(s,t,n):ia(n,s,s,e.__k,s.__e,t));return t}function ia(e,t,n,a,s,o){var l,c,u;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=o||s.parentNode==null)e:if(o==null||o.parentNode!==e)e.appendChild(s),l=null;else{for(c=o,u=0;(c=c.nextSibling)&&u<a.length;u+=2)if(c==s)break e;e.insertBefore(s,o),l=o}return l!==void 0?l:s.nextSibling}function Wn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||Zo.test(t)?n:n+"px"}function St(e,t,n,a,s){var o;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||Wn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||Wn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")o=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+o]=n,n?a||e.addEventListener(t,o?Gn:Bn,o):e.removeEventListener(t,o?Gn:Bn,o);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Bn(e){this.l[e.type+!1](U.event?U.event(e):e)}function Gn(e){this.l[e.type+!0](U.event?U.event(e):e)}function nn(e,t,n,a,s,o,l,c,u){var p,d,$,f,h,m,w,g,b,_,k,x=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(u=n.__h,c=t.__e=n.__e,t.__h=null,o=[c]),(p=U.__b)&&p(t);try{e:if(typeof x=="function"){if(g=t.props,b=(p=x.contextType)&&a[p.__c],_=p?b?b.props.value:p.__:a,n.__c?w=(d=t.__c=n.__c).__=d.__E:("prototype"in x&&x.prototype.render?t.__c=d=new x(g,_):(t.__c=d=new Tt(g,_),d.constructor=x,d.render=tr),b&&b.sub(d),d.props=g,d.state||(d.state={}),d.context=_,d.__n=a,$=d.__d=!0,d.__h=[]),d.__s==null&&(d.__s=d.state),x.getDerivedStateFromProps!=null&&(d.__s==d.state&&(d.__s=Me({},d.__s)),Me(d.__s,x.getDerivedStateFromProps(g,d.__s))),f=d.props,h=d.state,$)x.getDerivedStateFromProps==null&&d.componentWillMount!=null&&d.componentWillMount(),d.componentDidMount!=null&&d.__h.push(d.componentDidMount);else{if(x.getDerivedStateFromProps==null&&g!==f&&d.componentWillReceiveProps!=null&&d.componentWillReceiveProps(g,_),!d.__e&&d.shouldComponentUpdate!=null&&d.shouldComponentUpdate(g,d.__s,_)===!1||t.__v===n.__v){d.props=g,d.state=d.__s,t.__v!==n.__v&&(d.__d=!1),d.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(v){v&&(v.__=t)}),d.__h.length&&l.push(d);break e}d.componentWillUpdate!=null&&d.componentWillUpdate(g,d.__s,_),d.componentDidUpdate!=null&&d.__h.push(function(){d.componentDidUpdate(f,h,m)})}d.context=_,d.props=g,d.state=d.__s,(p=U.__r)&&p(t),d.__d=!1,d.__v=t,d.__P=e,p=d.render(d.props,d.state,d.context),d.state=d.__s,d.getChildContext!=null&&(a=Me(Me({},a),d.getChildContext())),$||d.getSnapshotBeforeUpdate==null||(m=d.getSnapshotBeforeUpdate(f,h)),k=p!=null&&p.type===Lt&&p.key==null?p.props.children:p,ra(e,Array.isArray(k)?k:[k],t,n,a,s,o,l,c,u),d.base=t.__e,t.__h=null,d.__h.length&&l.push(d),w&&(d.__E=d.__=null),d.__e=!1}else o==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=er(n.__e,t,n,a,s,o,l,u);(p=U.diffed)&&p(t)}catch(v){t.__v=null,(u||o!=null)&&(t.__e=c,t.__h=!!u,o[o.indexOf(c)]=null),U.__e(v,t,n)}}function la(e,t){U.__c&&U.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){U.__e(a,n.__v)}})}function er(e,t,n,a,s,o,l,c){var u,p,d,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),o!=null){for(;m<o.length;m++)if((u=o[m])&&(u===e||(h?u.localName==h:u.nodeType==3))){e=u,o[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),o=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(o=o&&At.call(e.childNodes),p=($=n.props||Et).dangerouslySetInnerHTML,d=f.dangerouslySetInnerHTML,!c){if(o!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(d||p)&&(d&&(p&&d.__html==p.__html||d.__html===e.innerHTML)||(e.innerHTML=d&&d.__html||""))}if((function(w,g,b,_,k){var x;for(x in b)x==="children"||x==="key"||x in g||St(w,x,null,b[x],_);for(x in g)k&&typeof g[x]!="function"||x==="children"||x==="key"||x==="value"||x==="checked"||b[x]===g[x]||St(w,x,g[x],b[x],_)})(e,f,$,s,c),d)t.__k=[];else if(m=t.props.children,ra(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",o,l,o?o[0]:n.__k&&Xe(n,0),c),o!=null)for(m=o.length;m--;)o[m]!=null&&na(o[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&St(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&St(e,"checked",m,$.checked,!1))}return e}function ca(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){U.__e(a,n)}}function da(e,t,n){var a,s;if(U.unmount&&U.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||ca(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(o){U.__e(o,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&da(a[s],t,typeof e.type!="function");n||e.__e==null||na(e.__e),e.__e=e.__d=void 0}function tr(e,t,n){return this.constructor(e,n)}function ua(e,t,n){var a,s,o;U.__&&U.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,o=[],nn(t,e=(!a&&n||t).__k=aa(Lt,null,[e]),s||Et,Et,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?At.call(t.childNodes):null,o,!a&&n?n:s?s.__e:t.firstChild,a),la(o,e)}At=ta.slice,U={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(o){e=o}throw e}},Zn=0,Tt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Me({},this.state),typeof e=="function"&&(e=e(Me({},n),this.props)),e&&Me(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),jn(this))},Tt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),jn(this))},Tt.prototype.render=Lt,ut=[],ea=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Mt.__r=0,Qo=0;var ft,me,Yn,pt=0,en=[],Fn=U.__b,zn=U.__r,Kn=U.diffed,Vn=U.__c,Jn=U.unmount;function Ot(e,t){U.__h&&U.__h(me,e,pt||t),pt=0;var n=me.__H||(me.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return pt=1,nr(fa,e)}function nr(e,t,n){var a=Ot(ft++,2);return a.t=e,a.__c||(a.__=[n?n(t):fa(void 0,t),function(s){var o=a.t(a.__[0],s);a.__[0]!==o&&(a.__=[o,a.__[1]],a.__c.setState({}))}],a.__c=me),a.__}function T(e,t){var n=Ot(ft++,3);!U.__s&&an(n.__H,t)&&(n.__=e,n.__H=t,me.__H.__h.push(n))}function se(e,t){var n=Ot(ft++,4);!U.__s&&an(n.__H,t)&&(n.__=e,n.__H=t,me.__h.push(n))}function P(e){return pt=5,Ie(function(){return{current:e}},[])}function Ie(e,t){var n=Ot(ft++,7);return an(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function pa(e,t){return pt=8,Ie(function(){return e},t)}function ar(){en.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(Rt),e.__H.__h.forEach(tn),e.__H.__h=[]}catch(t){e.__H.__h=[],U.__e(t,e.__v)}}),en=[]}U.__b=function(e){me=null,Fn&&Fn(e)},U.__r=function(e){zn&&zn(e),ft=0;var t=(me=e.__c).__H;t&&(t.__h.forEach(Rt),t.__h.forEach(tn),t.__h=[])},U.diffed=function(e){Kn&&Kn(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(en.push(t)!==1&&Yn===U.requestAnimationFrame||((Yn=U.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(o),Xn&&cancelAnimationFrame(a),setTimeout(n)},o=setTimeout(s,100);Xn&&(a=requestAnimationFrame(s))})(ar)),me=void 0},U.__c=function(e,t){t.some(function(n){try{n.__h.forEach(Rt),n.__h=n.__h.filter(function(a){return!a.__||tn(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],U.__e(a,n.__v)}}),Vn&&Vn(e,t)},U.unmount=function(e){Jn&&Jn(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(Rt)}catch(n){U.__e(n,t.__v)}};var Xn=typeof requestAnimationFrame=="function";function Rt(e){var t=me;typeof e.__c=="function"&&e.__c(),me=t}function tn(e){var t=me;e.__c=e.__(),me=t}function an(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function fa(e,t){return typeof t=="function"?t(e):t}var ha=function(e,t,n,a){var s;t[0]=0;for(var o=1;o<t.length;o++){var l=t[o++],c=t[o]?(t[0]|=l?1:2,n[t[o++]]):t[++o];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++o]]=c:l===6?a[1][t[++o]]+=c+"":l?(s=e.apply(c,ha(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[o-2]=0,t[o]=s)):a.push(c)}return a},Qn=new Map,i=function(e){var t=Qn.get(this);return t||(t=new Map,Qn.set(this,t)),(t=ha(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,o=1,l="",c="",u=[0],p=function(f){o===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,l):o===3&&(f||l)?(u.push(3,f,l),o=2):o===2&&l==="..."&&f?u.push(4,f,0):o===2&&l&&!f?u.push(5,0,!0,l):o>=5&&((l||!f&&o===5)&&(u.push(o,0,l,s),o=6),f&&(u.push(o,f,0,s),o=6)),l=""},d=0;d<n.length;d++){d&&(o===1&&p(),p(d));for(var $=0;$<n[d].length;$++)a=n[d][$],o===1?a==="<"?(p(),u=[u],o=3):l+=a:o===4?l==="--"&&a===">"?(o=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),o=1):o&&(a==="="?(o=5,s=l,l=""):a==="/"&&(o<5||n[d][$+1]===">")?(p(),o===3&&(u=u[0]),o=u,(u=u[0]).push(2,0,o),o=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),o=2):l+=a),o===3&&l==="!--"&&(o=4,u=u[0])}return p(),u})(e)),t),arguments,[])).length>1?t:t[0]}.bind(aa);var Se={lang:"en",dir:"ltr",messages:{}},on=e=>e!==1?1:0,rn=new Set,ma="unoduo.lang";function sn(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function r(e,t){let n=Se.messages[e];return sn(typeof n=="string"&&n?n:e,t)}function D(e,t,n,a){let s=Object.assign({n},a||{}),o=Se.messages[e];if(Array.isArray(o)&&o.length){let l=on(n);if(l>=0&&l<o.length&&o[l])return sn(o[l],s)}return sn(n===1?e:t,s)}function Te(){return Se.lang}function Pt(e){return rn.add(e),()=>rn.delete(e)}var ht=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function or(e){let t=[];ht.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;ht.lastIndex<n.length;){let g=ht.lastIndex,b=ht.exec(n);if(!b)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(b[1]),/^\s*$/.test(n.slice(ht.lastIndex)))break}let a=0,s=()=>t[a],o=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,b)=>()=>{let _=g();for(;b.includes(s());){let k=o(),x=g(),v=_;_=I=>rr(k,v(I),x(I))}return _};function c(){let g=o();if(g==="n")return b=>b;if(g==="("){let b=m();return o(")"),b}if(g==="!"){let b=c();return _=>b(_)?0:1}if(g==="-"){let b=c();return _=>-b(_)}if(/^\d+$/.test(g||"")){let b=Number(g);return()=>b}throw new Error(`unexpected ${g} in ${n}`)}let u=l(c,["*","/","%"]),p=l(u,["+","-"]),d=l(p,["<",">","<=",">="]),$=l(d,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;o("?");let b=m();o(":");let _=m();return k=>g(k)?b(k):_(k)}let w=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(w(g))}function rr(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function ga(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(ma)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let o=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(o))return o}return"en"}var sr=new Set(["ml","kn","ur"]);function $a(e){if(!sr.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function ln(e,t=!1){$a(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{on=or(n.plural||"(n != 1)")}catch{on=s=>s!==1?1:0}if(Se={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},$a(Se.lang),document.documentElement.lang=Se.lang,document.documentElement.dir=Se.dir,t)try{localStorage.setItem(ma,Se.lang)}catch{}for(let a of rn)a(Se.lang);return Se.lang}var ya="unoduo.seats",ba="unoduo.name",De=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function lr(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function V(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return r("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||r("That move is not allowed now.");case"not_your_turn":return r("It is not your turn.");case"waiting":return r("Wait until every player has joined.");case"spectator":return r("Spectators cannot play.");case"unauthorized":case"no_seat":return r("This browser does not hold a seat in this game.");case"unknown_code":return r("No game has this code.");case"game_full":return r("This game is already full.");case"private_game":return r("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return r("No such game.");case"not_over":case"not_finished":return r("The match is not over yet.");case"no_such_round":return r("This match has no such round.");case"expired":return t==="table"?r("This game expired after a long time without a move; it can only be looked at now."):r("This invitation has expired: ask for a new one.");case"broken":return r("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?r("Too many messages. Reconnecting…"):t==="create"?a?D("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):r("You started too many games in a short time. Try again in a minute."):a?D("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):r("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?D("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):r("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return r("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return r("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?r("You are already watching as many games as you may. Close one of them and try again."):r("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return r("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return r("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return r("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return r("This page is not allowed to use this server.");case"server":return r("The server could not do that; nothing changed. Try again.");case"network":return r("The server cannot be reached. Try again.");case"name_taken":return r("This name is taken; choose another.");case"name_reserved":return r("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||r("This name looks like another one; choose another.");case"duplicate_cookie":return r("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return r("Wrong name or password.");case"bad_name":return r("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?r("The current password is wrong."):r("A password has 8 to 128 characters and is not your name.");case"login_limited":return r("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return r("The server is busy with other logins; try again in a moment.");case"login_required":return r("Log in first.");case"csrf":return r("This page is out of date. Reload it and try again.");case"no_such_player":return r("There is no player with this name.");default:return e&&e.message||r("Something went wrong. Try again.")}}var cn="",$t=null,dn=new Set;async function K(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&cn&&(s["X-CSRF-Token"]=cn);let o=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),l=o&&qe(decodeURIComponent(o[1]));l&&l.token&&(s["X-Seat-Token"]=l.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(u){throw new De(0,"network",String(u&&u.message?u.message:u))}let c=null;try{c=await a.json()}catch{c=null}if(!a.ok){let u=c&&c.error||{};throw new De(a.status,u.code||`http_${a.status}`,u.message||"",lr(a))}return c}async function un(e){let t=await K("GET",e);if(!t)throw new De(0,"bad_response","");return t}var G={meta:()=>K("GET","/api/meta"),options:()=>K("GET","/api/options"),rulebook:()=>K("GET","/api/rulebook"),createGame:e=>K("POST","/api/games",e),join:(e,t)=>K("POST","/api/join",{code:e,name:t}),invitation:e=>K("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>K("POST","/api/my-games",{tokens:e}),lobby:e=>K("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>K("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>K("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>K("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>K("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>K("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>K("GET","/api/queue"),enterQueue:e=>K("POST","/api/queue",e),leaveQueue:()=>K("POST","/api/queue/leave",{}),changePassword:(e,t)=>K("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>K("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>K("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),lesson:(e,t,n)=>K("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>K("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Nt(e){if(e&&typeof e.csrf=="string"&&(cn=e.csrf),e&&"account"in e){$t=e.account||null;for(let t of dn)t($t)}return e}function va(){return $t}function wa(e){return dn.add(e),()=>dn.delete(e)}async function _a(){try{Nt(await K("GET","/api/account"))}catch{$t=null}return $t}async function ka(e,t,n){return Nt(await K("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:pn().slice(-200)}))}async function xa(){return Nt(await K("POST","/api/account/logout",{}))}async function Sa(e){return Nt(await K("POST","/api/account/delete",{password:e}))}function It(){try{let e=JSON.parse(localStorage.getItem(ya)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function _e(e,t,n,a){let s=It();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(ya,JSON.stringify(s))}catch{}}function qe(e){return It()[e]||null}function Dt(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(It()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function pn(){return Object.values(It()).map(e=>e.token).filter(e=>typeof e=="string")}function Qe(){try{return localStorage.getItem(ba)||""}catch{return""}}function Ue(e){try{localStorage.setItem(ba,e)}catch{}}var qt=["R","Y","G","B"],He={R:"■",Y:"▲",G:"●",B:"◆"};function ge(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function pe(e){switch(e){case"R":return r("Red");case"Y":return r("Yellow");case"G":return r("Green");case"B":return r("Blue");default:return""}}function fn(e){switch(e){case"S":return r("Skip");case"R":return r("Reverse");case"+2":return r("Draw 2");case"W":return r("Wild");case"W+4":return r("Wild Draw 4");default:return e}}function Ae(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=ge(e);return s?t?r("{card} ({color})",{card:fn(a),color:pe(t)}):fn(a):r("{color} {rank}",{color:pe(n),rank:fn(a)})}function Ta(e){return e.map(t=>Ae(t)).join(r(", "))}var Ra={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},cr={R:"square",Y:"triangle",G:"circle",B:"diamond"},dr={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Ca(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function ur(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function hn({rank:e,x:t,y:n,size:a,ink:s,stroke:o}){let l=ur(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${o||"none"} stroke-width=${o?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let u=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-u} ${n-p}H${t+u}M${t+u-p} ${n-2*p}L${t+u} ${n-p}L${t+u-p} ${n}`} />
    <path d=${`M${t+u} ${n+p}H${t-u}M${t-u+p} ${n}L${t-u} ${n+p}L${t-u+p} ${n+2*p}`} /></g>`}function pr(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=o=>[e+n*Math.cos(o*Math.PI/180),t+n*Math.sin(o*Math.PI/180)];return a.map(([o,l,c])=>{let[u,p]=s(l),[d,$]=s(c);return i`<path d=${`M${e} ${t}L${u} ${p}A${n} ${n} 0 0 1 ${d} ${$}z`} fill=${Ra[o]} />`})}function fr({code:e}){let{color:t,rank:n,wild:a}=ge(e),s=a?"#1c1c22":Ra[t],o=a?"#ffffff":dr[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(u,p)=>a?null:i`<path d=${Ca(t,u,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${pr(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+cr[t]}
          d=${Ca(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${o} stroke-width="1.5" />`}
    <${hn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${o}
      stroke=${a?"#1c1c22":null} />
    <${hn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${hn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function hr(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function te({code:e,onPlay:t,disabled:n,named:a,size:s,badge:o,selected:l,testid:c,extraClass:u,keyHandler:p,cardKey:d,from:$,style:f}){let{color:h,wild:m}=ge(e),w=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",u||""].join(" "),g=Ae(e,a),b=i`<${fr} code=${e} />
    ${o?i`<span class="card-badge" aria-hidden="true">${o}</span>`:null}`;return t!==void 0?i`<button
      type="button"
      class=${w+(n?" card-disabled":" card-playable")}
      data-card=${e}
      data-card-key=${d||null}
      data-from=${$||null}
      data-testid=${c||`card-${e}`}
      aria-label=${g}
      aria-disabled=${n?"true":"false"}
      aria-pressed=${l?"true":void 0}
      disabled=${n}
      style=${f||null}
      onClick=${n?void 0:t}
      onKeyDown=${p}
    >${b}</button>`:i`<span class=${w} role="img" aria-label=${g} data-card=${e} data-testid=${c||null}
    data-card-key=${d||null} data-from=${$||null} style=${f||null}
    >${b}</span
  >`}function je({size:e,label:t,testid:n,cardKey:a,from:s,style:o}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${o||null}
    ><${hr} /></span
  >`}var $n={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function ee(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function We(){return $n}function Ea(e){$n=Object.assign({},$n,e||{})}function R({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${o=>{o.ctrlKey||o.metaKey||o.shiftKey||o.button!==0||(o.preventDefault(),ee(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var $r=r,mr=D;function O(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=O(a);return typeof e.plural=="string"?mr(e.id,e.plural,Number(e.n),t):$r(e.id,t)}var Ut=null;function gr(){let[e,t]=y(null);return T(()=>{let n=!0;return Ut||(Ut=G.options().catch(a=>{throw Ut=null,a})),Ut.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function yr(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function br({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=O(e.label||e.description),o=i`<span class="option-hint muted">${O(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${l} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${o}</label>`}if(e.type==="choice"){let l=t===void 0?e.default:t;return i`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>i`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===l}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${O(c.label||c.description)}</span></label>`)}
      ${o}</fieldset>`}return i`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${l=>n(l.target.value)} />${o}</label>`}function vr({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let o=(t||[]).map(u=>u.id),l=e.filter(u=>!o.includes(u.group)),c=(u,p,d)=>d.length>0&&i`<div class="option-group" data-group=${u}
    data-testid=${"option-group-"+u}>
    ${p&&i`<h3>${p}</h3>`}
    ${d.map($=>i`<${br} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(u=>c(u.id,O(u.title),e.filter(p=>p.group===u.id)))}
    ${c("other","",l)}`}function wr(e){return e==="classic"?r("Classic UNO (2 to 10 players)"):r("UNO Duo (two players)")}function Ma({checkName:e}){let t=We(),[n,a]=y("duo"),[s,o]=y("bot"),[l,c]=y("easy"),[u,p]=y(2),[d,$]=y("default"),[f,h]=y("30"),m=gr(),w=m&&m.rulesets||null,g=m&&m.presets||[],[b,_]=y("official"),[k,x]=y(!1),[v,I]=y({duo:{},classic:{}}),C=v[n]||{},W=S=>B=>{_("custom"),I(Object.assign({},v,{[n]:Object.assign({},C,{[S]:B})}))},M=S=>{if(_(S.id),S.id==="custom"){x(!0);return}I({duo:Object.assign({},S.options.duo),classic:Object.assign({},S.options.classic)})},[F,ie]=y(!1),[ne,H]=y(""),J=async S=>{S.preventDefault();let B=e();if(B===null)return;ie(!0),H("");let z={ruleset:n,opponent:s,difficulty:l,name:B};n==="classic"&&(z.players=Number(u),s!=="bot"&&(z.humans=2)),s!=="bot"&&d!=="default"&&!(s==="public"&&d==="off")&&(z.turn_timer=d==="off"?null:Number(d)),s==="friend"&&(z.leave_notice=Number(f));let Q=yr(w&&w[n],C);Object.keys(Q).length&&(z.options=Q);try{Ue(z.name);let Y=await G.createGame(z);_e(Y.game,Y.seat,Y.token,{join_code:Y.join_code,invite_url:Y.invite_url}),ee(`/game/${Y.game}`)}catch(Y){H(V(Y,"create")),ie(!1)}},X=s==="bot"?r("Play"):s==="public"?r("Create the public game"):r("Create the invitation");return i`<form class="new-game" onSubmit=${J} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${r("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(S=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${S} checked=${n===S} data-testid=${"ruleset-"+S}
          onChange=${()=>a(S)} /> ${wr(S)}</label>`)}
    </fieldset>
    <fieldset class="field">
      <legend>${r("Opponent")}</legend>
      <label class="choice"><input type="radio" name="opponent" value="bot" checked=${s==="bot"}
        data-testid="opponent-bot" onChange=${()=>o("bot")} /> ${r("A bot")}</label>
      <label class="choice"><input type="radio" name="opponent" value="friend" checked=${s==="friend"}
        data-testid="opponent-friend" onChange=${()=>o("friend")} /> ${r("A friend (invite link)")}</label>
      <label class="choice"><input type="radio" name="opponent" value="public" checked=${s==="public"}
        data-testid="opponent-public"
        aria-describedby=${s==="public"?"opponent-public-hint":void 0}
        onChange=${()=>{o("public"),d==="off"&&$("default")}}
        /> ${r("Anyone can join (a public game, listed under “Public games”)")}</label>
      ${s==="public"&&i`<p class="muted hint" id="opponent-public-hint">
        ${r("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${s==="bot"?r("Bot difficulty"):r("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${l} onChange=${S=>c(S.target.value)}>
        ${(t.difficulties||[]).map(S=>i`<option value=${S} selected=${S===l}>
          ${Be(S)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&i`<label class="field">
      <span>${r("Players")}</span>
      <input type="number" min="2" max="10" value=${u} data-testid="players" inputmode="numeric"
        onInput=${S=>p(S.target.value)} />
    </label>`}
    ${s!=="bot"&&i`<label class="field">
      <span>${r("Time for each move")}</span>
      <select data-testid="turn-timer" value=${d} onChange=${S=>$(S.target.value)}>
        <option value="default" selected=${d==="default"}>${r("The server's setting")}</option>
        ${s==="friend"&&i`<option value="off" selected=${d==="off"}>${r("No limit")}</option>`}
        ${[30,60,120,300].map(S=>i`<option value=${String(S)} selected=${d===String(S)}>
          ${D("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",S)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${r("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${S=>h(S.target.value)}>
        ${[15,30,60,120,300].map(S=>i`<option value=${String(S)} selected=${f===String(S)}>
          ${D("offer a bot after {n} second","offer a bot after {n} seconds",S)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${r("Rule options")}</legend>
      ${g.map(S=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${S.id} checked=${b===S.id} data-testid=${"preset-"+S.id}
          onChange=${()=>M(S)} />
        <span><strong>${O(S.label)}</strong> <span class="muted">${O(S.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${k}
      onToggle=${S=>x(S.currentTarget.open)}>
      <summary>${r("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${vr} specs=${w&&w[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${C} setOption=${W} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${F} data-testid="start-game">
      ${X}</button>
    ${ne&&i`<p class="error" role="alert" data-testid="new-game-error">${ne}</p>`}
  </form>`}function Be(e){switch(e){case"easy":return r("Easy");case"medium":return r("Medium");case"hard":return r("Hard");case"expert":return r("Expert");default:return e||""}}function Ce(e){return e==="classic"?r("Classic UNO"):r("UNO Duo")}function _r(e){switch(e){case"waiting":return r("Waiting for players");case"playing":return r("In progress");case"over":return r("Finished");default:return e||""}}var kr=5e3;function xr(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?r("created just now"):D("created {n} minute ago","created {n} minutes ago",t)}function Sr({game:e}){let t=Dt(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,o=()=>ee(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Ce(e.ruleset)}</strong>
      <span> · ${r("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${D("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${D("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${D("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${D("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${r("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${xr(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${o}>${t?r("Open your game"):r("Join")}</button>
  </li>`}function Cr(){let[e,t]=y(null),[n,a]=y(""),[s,o]=y(""),[l,c]=y(!1),u=P(!1),p=P(!0),d=P(1),$=pa(async w=>{if(!u.current){u.current=!0;try{let g=new Set,b=[],_=0,k=null;for(let x=0;x<d.current;x++){let v=await G.lobby(_);for(let I of Array.isArray(v&&v.games)?v.games:[])g.has(I.game)||b.push(I),g.add(I.game);if(k=v&&Number.isInteger(v.next)?v.next:null,k===null)break;_=k}if(!p.current)return;t(b),c(k!==null),a(""),w===!0&&o(D("{n} public game is waiting for players.","{n} public games are waiting for players.",b.length))}catch(g){p.current&&a(V(g))}finally{u.current=!1}}},[]);T(()=>{p.current=!0,$();let w=setInterval(()=>{document.visibilityState==="visible"&&$()},kr),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(w),document.removeEventListener("visibilitychange",g)}},[$]);let f=r("Loading…"),h=r("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(w=>i`<${Sr} key=${w.game} game=${w} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${r("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${r("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{d.current+=1,$(!0)}}>${r("Show more games")}</button>`}
  </section>`}function Tr(){let[e,t]=y("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&ee(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${r("Join a friend")}</h2>
    <label class="field">
      <span>${r("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${r("Join")}</button>
  </form>`}function Rr(){let[e,t]=y(null),[n,a]=y("");return T(()=>{let s=pn();if(!s.length){t([]);return}G.myGames(s.slice(-200)).then(o=>t(o.games||[]),o=>a(V(o)))},[]),n?i`<section class="panel"><h2>${r("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${r("My games")}</h2><p>${r("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${r("My games")}</h2>
    ${e.length===0?i`<p>${r("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${R} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Ce(s.ruleset)}: ${s.players.map((o,l)=>i`${l?" · ":""}<bdi>${o.name||r("Seat {n}",{n:o.seat+1})}</bdi> ${s.scores[o.seat]??""}`)}
          </${R}>
          <span class="muted"> — ${_r(s.status)}</span>
          ${s.status==="over"&&i` <${R} href=${`/game/${s.game}`}>${r("Score sheet")}</${R}>`}
        </li>`)}
      </ul>`}
  </section>`}var Aa="unoduo.visited";function Er(){try{let e=localStorage.getItem(Aa);return localStorage.setItem(Aa,"1"),!e}catch{return!1}}var mn=null,La=["R7","Y+2","W+4","G+2","BR"];function Mr(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${La.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(La.length-1)/2}`}>
      <${te} code=${e} /></span>`)}
  </div>`}function Ar(){let[e,t]=y(Qe()),[n,a]=y(""),s=P(null),o=()=>{let c=e.trim().slice(0,32);return c?(a(""),Ue(c),c):(a(r("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${r("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&Ue(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:o}}function Lr({name:e,first:t}){let[n,a]=y(!1),[s,o]=y(""),l=async()=>{let p=e.check();if(p!==null){a(!0),o("");try{let d=await G.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});_e(d.game,d.seat,d.token,{}),ee(`/game/${d.game}`)}catch(d){o(V(d,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),ee("/learn")}}>${r("Learn UNO Duo")}</a>`,u=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${r("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${Mr} />
    <div class="welcome-text">
      <h1>${r("UNO Duo")}</h1>
      <p class="tagline" data-testid="tagline">${r("UNO for two: draft your hand, volley Draw 2s, dump a colour with a Reverse; the lower total wins.")}</p>
      ${e.field}
      <div class="welcome-actions" data-testid="welcome-actions">
        ${t?i`${c}${u}`:i`${u}${c}`}
      </div>
      <p class="muted welcome-note">${r("Play a bot now: UNO Duo against the Easy bot, the official rules.")}
        ${" "}<${R} href="/rules" testid="home-rules">${r("Rules and words of the game")}</${R}></p>
      ${s&&i`<p class="error" role="alert" data-testid="play-now-error">${s}</p>`}
    </div>
  </section>`}function Oa(){T(()=>{document.title=r("UNO Duo")},[]),mn===null&&(mn=Er());let e=Ar();return i`<main class="page home" data-testid="home">
    <${Lr} name=${e} first=${mn} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${r("More ways to play")}</h2>
            <span class="muted">${r("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${Ma} checkName=${e.check} />
        </details>
        <${Tr} />
      </div>
      <div>
        <${Cr} />
        <${Rr} />
      </div>
    </div>
  </main>`}function Ze(){let[e,t]=y(va());return T(()=>wa(t),[]),e}function mt(e){return e==="classic"?r("Classic UNO"):r("UNO Duo")}function Ge(e){return V(e,"account")}function gn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?r("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${r("(provisional)")}</span>`}</span>`}function Or(){let[e,t]=y("login"),[n,a]=y(""),[s,o]=y(""),[l,c]=y(""),[u,p]=y(!1),d=async f=>{f.preventDefault(),p(!0),c("");try{await ka(e,n.trim(),s),ee("/rated")}catch(h){c(Ge(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${d} data-testid="account-form" data-mode=${e}>
    <div class="tabs" role="tablist">
      <button type="button" role="tab" aria-selected=${!$} class=${$?"":"selected"}
        data-testid="mode-login" onClick=${()=>t("login")}>${r("Log in")}</button>
      <button type="button" role="tab" aria-selected=${$} class=${$?"selected":""}
        data-testid="mode-signup" onClick=${()=>t("signup")}>${r("Create an account")}</button>
    </div>
    <label class="field"><span>${r("Name")}</span>
      <input data-testid="account-name" value=${n} maxlength="24" autocomplete="username" required
        onInput=${f=>a(f.target.value)} /></label>
    <label class="field"><span>${r("Password")}</span>
      <input type="password" data-testid="account-password" value=${s} maxlength="128" required
        autocomplete=${$?"new-password":"current-password"} minlength=${$?8:void 0}
        onInput=${f=>o(f.target.value)} /></label>
    ${$&&i`<p class="muted hint">${r("At least 8 characters. The games you played in this browser move to your account.")}</p>`}
    <button type="submit" class="primary" disabled=${u} data-testid="account-submit">
      ${$?r("Create an account"):r("Log in")}</button>
    ${l&&i`<p class="error" role="alert" data-testid="account-error">${l}</p>`}
    <p class="muted hint">${r("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`}function Pr(){let[e,t]=y(""),[n,a]=y(""),[s,o]=y(""),[l,c]=y("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),o("");try{await G.changePassword(e,n),t(""),a(""),o(r("Password changed. Other devices are logged out."))}catch(d){c(Ge(d))}}} data-testid="password-form">
    <h2>${r("Change the password")}</h2>
    <label class="field"><span>${r("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="old-password"
        onInput=${p=>t(p.target.value)} /></label>
    <label class="field"><span>${r("New password")}</span>
      <input type="password" value=${n} autocomplete="new-password" minlength="8" required
        data-testid="new-password" onInput=${p=>a(p.target.value)} /></label>
    <button type="submit" data-testid="password-submit">${r("Change the password")}</button>
    ${s&&i`<p role="status" data-testid="password-done">${s}</p>`}
    ${l&&i`<p class="error" role="alert">${l}</p>`}
  </form>`}function Nr(){let[e,t]=y(""),[n,a]=y(!1),[s,o]=y("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),o("");try{await Sa(e),ee("/")}catch(u){o(Ge(u))}}} data-testid="delete-form">
    <h2>${r("Delete the account")}</h2>
    <p class="muted">${r("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${r("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${r("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${r("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function Pa(){let e=Ze();if(T(()=>{document.title=r("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${r("Account")}</h1><${Or} /></main>`;let t=async()=>{await xa(),ee("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${r("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${r("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${R} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${r("Your profile")}</${R}></p>
      <button type="button" data-testid="logout" onClick=${t}>${r("Log out")}</button>
    </section>
    <${Pr} />
    <${Nr} />
  </main>`}function Ir({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${r("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,o=300,l=80,c=h=>n.length===1?0:h*o/(n.length-1),u=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${u(h).toFixed(1)}`).join(" "),d=r("Rating after each rated game of {system}: {ratings}",{system:mt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>u(h)>l/2?u(h)-9:u(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${o+8} ${l+16}`} role="img" aria-label=${d}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${u(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function Dr(e){return e.status!=="over"?r("In progress"):e.winner===null||e.winner===void 0?r("No winner"):e.winner===e.seat?r("Won"):r("Lost")}function qr({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Ce(e.ruleset)}</strong>${a}${t.map((s,o)=>i`${o?", ":""}<bdi>${s.kind==="bot"?r("Bot ({level})",{level:Be(s.difficulty)}):s.name}</bdi>`)}${a}${Dr(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${r("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${R} href=${`/replay/${e.game}`}>${r("Replay")}</${R}>`}
  </li>`}function Na({name:e}){let[t,n]=y(null),[a,s]=y("");return T(()=>{document.title=e,n(null),G.profile(e).then(n,o=>s(Ge(o)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(o=>i`<section class="panel" data-testid=${"profile-"+o}>
        <h2>${mt(o)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${gn} rating=${t.ratings[o]} testid=${"rating-"+o} />
          <span class="muted"> ± ${t.ratings[o].deviation}</span></bdi></p>
        <p class="muted">${D("{n} rated game","{n} rated games",t.ratings[o].games)}</p>
        <${Ir} points=${t.history[o]} system=${o} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${r("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${r("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(o=>i`<${qr} key=${o.game} game=${o} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${r("Loading…")}</p></main>`}function Ia(){let[e,t]=y("duo"),[n,a]=y(null),[s,o]=y("");return T(()=>{document.title=r("Leaderboard")},[]),T(()=>{a(null),G.leaderboard(e).then(a,l=>o(Ge(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${r("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${mt(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${r("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${r("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${r("Player")}</th><th>${r("Rating")}</th><th>${r("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${R} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${R}></td>
            <td><${gn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${r("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${r("Bots")}</h2>
      <p class="muted">${r("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Be(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Ur=1e3;function Da(){let e=Ze(),[t,n]=y("duo"),[a,s]=y(4),[o,l]=y(!1),[c,u]=y(null),[p,d]=y(""),$=P(!0);if(T(()=>{document.title=r("Rated play")},[]),T(()=>{if($.current=!0,!e)return;let g=async()=>{try{let _=await G.queueStatus();if(!$.current)return;if(_.status==="matched"){_e(_.game,_.seat,_.token,{}),ee(`/game/${_.game}`);return}u(_)}catch(_){$.current&&d(Ge(_))}};g();let b=setInterval(g,Ur);return()=>{$.current=!1,clearInterval(b)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${r("Rated play")}</h1>
      <section class="panel"><p>${r("Rated games need an account, so that your rating follows you.")}</p>
      <p><${R} href="/account" testid="rated-login">${r("Log in or create an account")}</${R}></p></section></main>`;let f=async g=>{g.preventDefault(),d("");try{u(await G.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:o}))}catch(b){d(Ge(b))}},h=async()=>u(await G.leaveQueue()),m=c&&c.status==="waiting",w=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${r("Rated play")}</h1>
    <p>${r("Your rating")}: <${gn} rating=${w} testid="my-rating" />${" · "}<${R}
      href=${`/players/${encodeURIComponent(e.name)}`}>${r("Your profile")}</${R}>${" · "}<${R}
      href="/leaderboard">${r("Leaderboard")}</${R}></p>
    ${m?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${r("Looking for players…")}</h2>
        <p>${mt(c.mode)}${c.mode==="classic"?" · "+D("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${D("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${r("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${r("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${r("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${mt(g)}</label>`)}
        </fieldset>
        ${t==="classic"&&i`<label class="field"><span>${r("Players")}</span>
          <input type="number" min="2" max="10" value=${a} data-testid="queue-size"
            onInput=${g=>s(g.target.value)} /></label>`}
        <label class="choice"><input type="checkbox" checked=${o} data-testid="queue-bots"
          onChange=${g=>l(g.target.checked)} /> ${r("Fill empty seats with bots if nobody comes soon")}</label>
        <button type="submit" class="primary" data-testid="queue-find">${r("Find a game")}</button>
        <p class="muted hint">${r("You are paired with players near your rating; the range widens while you wait.")}</p>
      </form>`}
    ${p&&i`<p class="error" role="alert">${p}</p>`}
  </main>`}var Hr=2,jr=4e3,Wr=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function Br(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Ye=null;function Gr(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function qa(){if(Ye||!window.unoduoEarlySocket)return;Ye=window.unoduoEarlySocket,window.unoduoEarlySocket=null;let e=Ye;setTimeout(()=>{Ye===e&&(Ye=null,e.socket.close())},1e4)}function Yr(e){let t=Ye;if(Ye=null,!t||t.socket.readyState>WebSocket.OPEN)return null;let n=t.hello;return["protocol","game","token","spectate","code","lang"].every(s=>(n[s]??null)===(e[s]??null))?t:(t.socket.close(),null)}var Ht=class{constructor(t,n,a,s,o=null){this.game=t,this.token=n,this.code=o,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return Gr()}connect(){if(this.closed)return;this.onStatus("connecting");let t={type:"hello",protocol:Hr,game:this.game,lang:Te()};this.token?t.token=this.token:t.spectate=!0,!this.token&&this.code&&(t.code=this.code);let n,a=null;try{a=Yr(t),n=a?a.socket:new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=n;let s={round:null,events:[],previous:[]},o=()=>n.send(JSON.stringify(t));a||n.addEventListener("open",o);let l=c=>{let u;try{u=JSON.parse(c.data)}catch{return}if(u.type==="error"&&Wr.has(u.code)&&(this.closed=!0,this.onStatus("closed")),u.type==="state"&&u.view&&(s=Br(u,s),s===null)){n.close();return}u.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(u)};if(n.addEventListener("message",l),a){n.onmessage=null;for(let c of a.messages)l(c)}n.addEventListener("close",()=>{this.stopPing(),this.socket===n&&(this.socket=null,!this.closed&&this.scheduleRetry())}),n.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(jr,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function Fr({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${r("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${r("Game")}</dt>
      <dd data-testid="join-ruleset">${Ce(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${D("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${r("Bots")}</dt>
        <dd>${D("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${r("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${r("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?r("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${O(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function Ua({code:e}){let[t,n]=y(Qe()),[a,s]=y(null),[o,l]=y(""),[c,u]=y(""),[p,d]=y(!1);T(()=>{let h=Dt(e);if(h){ee(`/game/${h}`,!0);return}let m=!0;return G.invitation(e).then(w=>{m&&s(w)},w=>{m&&l(V(w))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){u(r("Type your name first: the other players see it."));return}d(!0),u("");try{Ue(m);let w=await G.join(e,m);_e(w.game,w.seat,w.token,{joined_with:e.toUpperCase()}),ee(`/game/${w.game}`,!0)}catch(w){u(V(w)),d(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${r("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${Fr} invite=${a} />`}
      ${!a&&!o&&i`<p role="status" data-testid="join-loading">${r("Loading…")}</p>`}
      ${o&&i`<p class="error" role="alert" data-testid="join-problem">${o}</p>`}
      <p class="join-code-line">${r("Join code")}: <strong data-testid="join-page-code">${e.toUpperCase()}</strong></p>
      ${f?i`<p class="error" role="alert" data-testid="join-full">${r("This game is already full.")}</p>`:i`<label class="field">
            <span>${r("Your name")}</span>
            <input data-testid="join-name" value=${t} maxlength="32" autocomplete="nickname"
              onInput=${h=>n(h.target.value)} />
          </label>
          <button type="submit" class="primary big" disabled=${p||!!o} data-testid="join-submit">
            ${r("Join the game")}</button>`}
      ${c&&i`<p class="error" role="alert" data-testid="join-error">${c}</p>`}
    </form>
  </main>`}function oe(e,t,n){if(t==null)return"";if(n!=null&&t===n)return r("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${O(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:r("Seat {n}",{n:t+1})}var zr=["best","good","inaccuracy","mistake","blunder"],gt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},ja=new Set(["inaccuracy","mistake","blunder"]),Kr=5,Vr=400;function Wt(e,t){switch(e&&e.code){case"too_many_reviews":return r("You already have a review in progress: wait until it is ready.");case"reviews_busy":return r("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return r("The review failed; try again.");case"review_timeout":return r("The review took too long and was stopped; try a smaller budget.");case"hints_off":return r("Hints are only for games against bots: another person plays here.");case"hints_rated":return r("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return r("The coach is still thinking about your last hint.");case"hints_busy":return r("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return r("The coach could not work out a hint; try again.");case"too_many_hints":return r("Too many hints: try again in a moment.");case"not_playing":return r("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?r("Too many reviews: try again later."):V(e,t);default:return V(e,t)}}function yn(){T(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Bt(e){switch(e){case"best":return r("Best");case"good":return r("Good");case"inaccuracy":return r("Inaccuracy");case"mistake":return r("Mistake");case"blunder":return r("Blunder");default:return e}}function Le(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Jr(){let e=(We().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(o=>o.budget===a.budget)===s)}function Xr(e){return e==="quick"?r("Quick"):e==="deep"?r("Deep"):r("Standard")}function Qr(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=qe(e);if(s&&a.includes(s.seat))return s.seat;let o=t.find(l=>l.kind==="human");return o?o.seat:0}function Zr(e,t,n,a){let[s,o]=y({status:"loading"}),[l,c]=y(""),u=P(null),p=P(0),d=(f,h)=>{f.then(m=>{h===p.current&&(o(m),c(""),(m.status==="queued"||m.status==="running")&&(u.current=setTimeout(()=>d(G.review(e,t,n),h),Vr)))},m=>{h===p.current&&(c(Wt(m,"review")),o(w=>w.status==="loading"?{status:"none"}:w))})};return T(()=>{p.current+=1;let f=p.current;return o({status:"loading"}),c(""),d(a?G.askReview(e,t,n):G.review(e,t,n),f),()=>{p.current+=1,clearTimeout(u.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(u.current),p.current+=1,o(f=>({...f,status:"queued",queue_position:null})),d(G.askReview(e,t,n),p.current)}}}function Wa({replay:e,game:t,at:n,go:a}){yn();let s=e.players,[o,l]=y(()=>Qr(t,s)),c=Ie(Jr,[]),[u,p]=y(()=>(c.find(b=>b.key==="standard")||c[0]).key),d=(c.find(b=>b.key===u)||c[0]).budget,$=Ie(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=Zr(t,o,d,$),w=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${r("The coach's review")}</h2>
      <label>${r("Player")}
        <select data-testid="review-seat" value=${String(o)} onChange=${b=>l(Number(b.target.value))}>
          ${s.map(b=>i`<option value=${String(b.seat)} selected=${b.seat===o}>${oe(s,b.seat,null)}</option>`)}
        </select></label>
      <label>${r("Depth")}
        <select data-testid="review-budget" value=${u} onChange=${b=>p(b.target.value)}>
          ${c.map(b=>i`<option value=${b.key} selected=${b.key===u}>${Xr(b.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${r("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${r("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Wt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${es} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${r("Loading…")}</p>`}
    ${w&&i`<${ns} review=${w} replay=${e} at=${n} go=${a} seat=${o} />`}
  </section>`}function es({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?r("Waiting for the coach: number {n} in line",{n:e.queue_position}):r("Waiting for the coach…"):t?n=r("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=r("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function ts(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function ns({review:e,replay:t,at:n,go:a,seat:s}){let[o,l]=y("match"),c=e.decisions||[],u=ts(c,n),p=c.filter($=>$.judged&&ja.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,Kr),d=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${r("{name}: accuracy {n}%",{name:oe(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${r("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${o==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${r("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${o==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${r("the round")}</label>
    </div>
    <${os} decisions=${c} replay=${t} at=${n} go=${a} measure=${o} current=${u} />
    <${as} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${r("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${r("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>d($)}
          aria-current=${u===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${gt[$.label]}</span>
          ${r("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Bt($.label),loss:Le($.loss)})}</button>`)}</div>`}
    </div>
    <${rs} decision=${u} at=${n} />
    <${ss} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function as({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${r("Labels")}>
    ${zr.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${gt[t]}</span>
      ${r("{label}: {n}",{label:Bt(t),n:e[t]||0})}</li>`)}
  </ul>`}var Ha=6,Re=e=>Ha+(100-2*Ha)*(1-e);function os({decisions:e,replay:t,at:n,go:a,measure:s,current:o}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",u=P(null),p=P(!1),d=(v,I)=>s==="match"?v[I==="before"?"match_before":"match_after"]:v[I==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,w=null;for(let v of e){let I=1e3*v.index/l,C=1e3*(v.index+1)/l,W=2*Re(d(v,"before")),M=2*Re(d(v,"after")),F=h===null||s==="round"&&v.round!==h;$+=`${F?"M":"L"}${I.toFixed(1)} ${W.toFixed(1)}L${C.toFixed(1)} ${M.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${I.toFixed(1)} ${W.toFixed(1)}L${C.toFixed(1)} ${M.toFixed(1)}`,m===null&&(m=I),w=C),h=v.round}let g=(2*Re(0)).toFixed(1);f&&(f+=`L${w.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let b=o||e.find(v=>v.index>=n)||e[e.length-1];se(()=>{if(!p.current||!u.current)return;p.current=!1;let v=u.current.querySelector("[tabindex='0']");v&&v.focus({preventScroll:!0})});let _=v=>{let I=e.indexOf(b),C=c?"ArrowLeft":"ArrowRight",W=c?"ArrowRight":"ArrowLeft",M=null;if(v.key===C)M=e[Math.min(e.length-1,I+1)];else if(v.key===W)M=e[Math.max(0,I-1)];else if(v.key==="Home")M=e[0];else if(v.key==="End")M=e[e.length-1];else return;v.preventDefault(),v.stopPropagation(),M&&(p.current=!0,a(M.index+1))},k=v=>`${100*v/l}%`,x=e.map(v=>{let I=jt(v,v.action),C=I?O(I.label):v.action;return r("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:v.index+2,what:C,label:Bt(v.label),before:Le(d(v,"before")),after:Le(d(v,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(v=>i`<span key=${v}
      style=${`inset-block-start: ${Re(v)}%`}>${100*v}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Re(1)} x2="1000" y2=${2*Re(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Re(0)} x2="1000" y2=${2*Re(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${t.rounds.slice(1).map(v=>i`<line key=${v.round} x1=${1e3*v.first_step/l}
          x2=${1e3*v.first_step/l} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${f&&i`<path d=${f} class="review-area" />`}
        <path d=${$} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${k(n)}`} aria-hidden="true"></div>
      ${t.rounds.length>1&&t.rounds.length<=12&&t.rounds.map(v=>i`<span key=${v.round}
        class="review-round-label" style=${`inset-inline-start: ${k(v.first_step)}`} aria-hidden="true"
        >${v.round}</span>`)}
      <div class="review-dots" ref=${u} role="group" aria-label=${r("Decisions on the graph")}
          onKeyDown=${_}>
        ${e.map((v,I)=>{let C=x[I];return i`<button type="button" key=${v.index} class=${"review-dot label-"+v.label+(v.judged?"":" unjudged")+(v===b?" selected":"")}
            style=${`inset-inline-start: ${k(v.index+1)}; inset-block-start: ${Re(d(v,"after"))}%`}
            tabindex=${v===b?"0":"-1"} aria-label=${C} title=${C}
            aria-current=${v===o?"step":null} data-testid="review-dot" data-step=${v.index+1}
            data-label=${v.label} onClick=${()=>a(v.index+1)}
            ><span aria-hidden="true">${v.judged?gt[v.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function jt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function et({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,o)=>i`<${te} key=${o} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${pe(e.color)}></span>`}
    <span class="review-choice-label">${O(e.label)}</span></span>`}function rs({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${r("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(o=>o.action!==n.action&&o.action!==n.best),s=o=>(n.alternatives||[]).find(l=>l.action===o);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${gt[n.label]?`${gt[n.label]} `:""}${Bt(n.label)}</span>
      ${r("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${r("Played")}</dt>
      <dd><${et} choice=${jt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${r("{n}% to win the round",{n:Le(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${r("Best")}</dt>
      <dd><${et} choice=${jt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${r("{n}% to win the round",{n:Le(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${r("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${r("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${r("It cost {n} points of round-win chance (±{se}).",{n:Le(n.loss),se:Le(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${r("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${D("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(o=>i`<li key=${o.action}><${et} choice=${jt(n,o.action)}
        action=${o.action} /> <span class="review-chance">${r("{n}% to win the round",{n:Le((s(o.action)||o).win)})}</span></li>`)}</ul></details>`}
  </div>`}function ss({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(o=>o.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${r("Rounds")}</caption>
    <thead><tr><th scope="col">${r("Round")}</th><th scope="col">${r("Accuracy")}</th>
      <th scope="col">${r("Result")}</th><th scope="col">${r("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let o=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&ja.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${o?i`<a href="#" onClick=${c=>{c.preventDefault(),t(o.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?r("won"):r("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var Ba=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function Ga(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function Ya(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${r("No hints in a rated game: the coach can review it once it is over.")}</p>`}function bn(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Wt(t,"hint")}}function Fa({hint:e,onAsk:t,disabled:n}){yn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?r("The coach is thinking…"):r("Hint")}</span></button>`}function tt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function is(e){let t=e&&(e.actions||[]).find(n=>n.action===e.best);return t?{round:t.round_win,match:t.match_win}:{round:e.round_win,match:e.match_win}}var ls="(max-width: 1099px)",cs=8;function ds(){let[e,t]=y(null);return se(()=>{let n=()=>{if(typeof matchMedia!="function"||!matchMedia(ls).matches){t(null);return}let a=0;for(let o of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]"))a=Math.max(a,o.getBoundingClientRect().bottom);let s=Math.round(a+cs);t(o=>o===s?o:s)};return n(),addEventListener("resize",n),()=>removeEventListener("resize",n)}),e}function za({hint:e,choices:t,onClose:n,onPlay:a}){let s=P(null),o=ds();T(()=>{s.current&&s.current.focus({preventScroll:!0});let $=f=>{f.key==="Escape"&&(f.preventDefault(),n())};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]);let l=new Map((t||[]).map($=>[$.action,$])),c=e.status==="ready"?e.data:null,u=c?c.actions.slice().sort(($,f)=>f.round_win-$.round_win):[],p=c&&c.best?l.get(c.best):null,d=c?is(c):null;return i`<section class=${"overlay hint-panel"+(o!==null?" hint-sheet":" hint-side")}
      role="dialog" aria-modal="false" aria-labelledby="hint-title"
      style=${o!==null?`--sheet-top: ${o}px`:null}
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${r("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${r("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${c&&i`<p class="hint-best" data-testid="hint-best" data-action=${c.best}>${r("Suggested:")}
      <${et} choice=${p} action=${c.best} /></p>
      <p class="muted" data-testid="hint-headline" data-round=${tt(d.round)}>${r("Your chance to win this round: {round}% · the match: {match}%",{round:tt(d.round),match:tt(d.match)})}</p>`}
    </div>
    ${c&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${r("Every choice")}>
      ${u.map($=>i`<li key=${$.action} class=${$.action===c.best?"is-best":""}
          data-testid="hint-choice" data-action=${$.action} data-win=${$.round_win}>
        <${et} choice=${l.get($.action)} action=${$.action} />
        <span class="hint-bar" role="img" aria-label=${r("{n}% to win the round",{n:tt($.round_win)})}>
          <span style=${`inline-size: ${tt($.round_win)}%`}></span><b aria-hidden="true">${tt($.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted hint-worlds">${r("Estimated from {n} random deals of the cards you cannot see.",{n:c.worlds})}</p>`}
    <div class="controls">
      ${c&&p&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(c.best)}>${r("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${r("Close")}</button>
    </div>
  </section>`}function nt({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,d)=>d),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),o=a.map(p=>e.start_scores?e.start_scores[p]:0),l=o.some(p=>p!==0),c=e.rounds.map((p,d)=>{p.points.forEach((f,h)=>{o[h]+=f});let $=o.slice();return i`<tr data-testid=${"score-round-"+(d+1)}>
      <th scope="row">${r("Round {n}",{n:d+1})}${p.blocked?i` <span class="muted">${r("(blocked)")}</span>`:""}</th>
      ${a.map(f=>i`<td>${p.points[f]} <span class="muted">(${$[f]})</span>${p.out===f?i` <span class="out-mark" title=${r("went out")} aria-label=${r("went out")}>★</span>`:""}</td>`)}
    </tr>`}),u=e.ruleset!=="classic";return i`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${r("Score sheet")}</h2>
    <p class="muted">${u?r("The match ends when a total reaches {n}; the lower total wins.",{n:s}):r("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${r("Round")}</th>
          ${a.map(p=>i`<th scope="col"><bdi>${oe(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${r("Start")}</th>${a.map(p=>i`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${r("Total")}</th>
          ${a.map(p=>i`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${r("No round finished yet.")}</p>`}
  </section>`}var Cn={};Un(Cn,{celebrate:()=>Sn,countUp:()=>$s,createStateQueue:()=>gs,finishAll:()=>Gt,flip:()=>xn,pulse:()=>fs,reducedMotion:()=>at,revealHand:()=>ms,shake:()=>hs,snapshot:()=>kn});var _n="cubic-bezier(0.2, 0.8, 0.2, 1)",Ka="cubic-bezier(0.45, 0, 0.25, 1)";var wn=new Set;function at(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function yt(e){return!!e&&typeof e.animate=="function"&&!at()}function ze(e,t,n){let a=e.animate(t,n);return wn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{wn.delete(a)})}function Gt(){for(let e of Array.from(wn))try{e.finish()}catch{e.cancel()}}function bt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Fe=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function kn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,bt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,bt(n));return t}function Va(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),o=s?bt(s):t.get(`anchor:${n}`);if(!o)return null;let l=a.boxWidth,c=a.boxHeight,u=Fe(o);return{left:u.x-l/2,top:u.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function us(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function vn(e,t,n,a){let s=Fe(t),o=Fe(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,u=us(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",d={transform:`translate(${s.x-o.x}px, ${s.y-o.y}px)${p} ${u}`.trim(),zIndex:20},$={transform:u||"none",zIndex:20};return a&&(d.opacity=.2,$.opacity=1),[d,$]}var ye=null;function Qa(){return ye&&ye.isConnected||(ye=document.createElement("div"),ye.className="motion-layer",ye.setAttribute("aria-hidden","true"),Object.assign(ye.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(ye)),ye}function Za(){ye&&!ye.firstChild&&(ye.remove(),ye=null)}function ps(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),Qa().appendChild(t),t}function xn(e,t,n={}){if(!e||!t||at()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,o=n.leave||"discard",l=[],c=new Set,u=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let w=t.get(m);if(w){let g=bt(h);(Math.abs(Fe(w).x-Fe(g).x)>1||Math.abs(Fe(w).y-Fe(g).y)>1||Math.abs(w.boxWidth-g.boxWidth)>1)&&yt(h)&&l.push(ze(h,vn(h,w,g,!1),{duration:a,easing:Ka}))}else h.dataset.from&&u.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let d=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of u){let m=d(h.dataset.from);if(!m||!yt(h))continue;let w=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=w?p.findIndex(v=>v.code===w&&v.anchor===m):-1,g<0&&(g=p.findIndex(v=>v.anchor===m&&!v.code)),g<0&&w&&(g=p.findIndex(v=>v.code===w)));let b=null;g>=0&&(b=p[g],p.splice(g,1));let _=bt(h);if(b||(b=Va(e,t,m,_)),!b)continue;let k=$.get(m)||0;$.set(m,k+1);let x=Math.min(k*s,280);l.push(ze(h,vn(h,b,_,m==="draw"),{duration:a,delay:x,easing:_n,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return o==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let w=Va(e,t,"discard",h);if(!w)return;let g=ps(h),[b,_]=vn(g,w,h,!1),k=[{..._,opacity:1},{...b,opacity:1,offset:.8},{...b,opacity:0}],x=Math.min(m*s,280);l.push(ze(g,k,{duration:a,delay:x,easing:Ka,fill:"both"}).then(()=>{g.remove(),Za()}))}),Promise.all(l).then(()=>{})}function fs(e){return yt(e)?ze(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:_n,composite:"add"}):Promise.resolve()}function hs(e){return yt(e)?ze(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function $s(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},o=Math.max(0,Math.min(Number(a)||0,1200));return at()||o===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),u=p=>{let d=Math.min(1,(p-c)/o),$=1-(1-d)**3;s(d>=1?n:Math.round(t+(n-t)*$)),d>=1?l():requestAnimationFrame(u)};requestAnimationFrame(u)}))}function ms(e){if(!yt(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>ze(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:_n,fill:"backwards",composite:"add"}))).then(()=>{})}var Ja=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],Xa=["■","▲","●","◆","★"];function Sn(e){if(at()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),o=Qa(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",o.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),u=[];for(let p=0;p<c;p+=1){let d=document.createElement("span"),$=Ja[p%Ja.length],f=p%3===0;Object.assign(d.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(d.textContent=Xa[p%Xa.length]),l.appendChild(d);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),w=(Math.random()-.5)*720,g=1200+Math.random()*600;u.push(ze(d,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${w/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${w*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${w}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(u).then(()=>{l.remove(),Za()})}function gs(e,t={}){let n=[],a=null,s=0,o=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function u(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||at();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Gt()}a=null}function p(){return s=o,Gt(),$()}function d(f){n.push(f),o+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,o-1),Gt()),a||(a=u())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:d,flush:p,idle:$,pending:()=>n.length}}var Mn={};Un(Mn,{SOUND_NAMES:()=>ys,isMuted:()=>ks,onMutedChange:()=>Ss,playSound:()=>Es,renderSound:()=>Ms,setMuted:()=>xs,soundReady:()=>Cs});var ao="unoduo.muted",ys=["play","draw","turn","uno","win","lose","shuffle","deal"],bs={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},vs=.85,ws=2.2,fe=null,Rn=!1,wt=_s(),eo=new Map,Tn=new Set;function _s(){try{return localStorage.getItem(ao)==="1"}catch{return!1}}function ks(){return wt}function xs(e){wt=!!e;try{localStorage.setItem(ao,wt?"1":"0")}catch{}for(let t of Array.from(Tn))try{t(wt)}catch(n){console.error(n)}}function Ss(e){return Tn.add(e),()=>Tn.delete(e)}function Cs(){return Rn&&fe!==null}function Ts(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function to(){Rn=!0;try{if(!fe){let e=Ts();if(!e)return;fe=new e({latencyHint:"interactive"})}fe.state==="suspended"&&typeof fe.resume=="function"&&fe.resume().catch(()=>{})}catch{fe=null}}typeof window<"u"&&(window.addEventListener("pointerdown",to,{capture:!0,passive:!0}),window.addEventListener("keydown",to,{capture:!0,passive:!0}));function oo(e,t,n,a){let s=e.createGain();s.gain.value=vs,s.connect(a),En[t](e,n,s)}function Oe(e,t,{at:n,freq:a,peak:s=.3,attack:o=.01,decay:l=.3,type:c="sine",glide:u=0,partials:p=[]}){let d=e.createGain();d.gain.setValueAtTime(1e-4,n),d.gain.linearRampToValueAtTime(s,n+o),d.gain.exponentialRampToValueAtTime(1e-4,n+o+l),d.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),u&&m.frequency.exponentialRampToValueAtTime(a*f*u,n+o+l);let w=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),w=g}w.connect(d),m.start(n),m.stop(n+o+l+.02)}}var no=new WeakMap;function Rs(e){let t=no.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;no.set(e,t)}return t}function vt(e,t,{at:n,length:a,from:s,to:o=s,q:l=1.2,peak:c=.35,attack:u=.006,offset:p=0}){let d=e.createBufferSource();d.buffer=Rs(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(o,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*ws,n+u),f.gain.exponentialRampToValueAtTime(1e-4,n+a),d.connect($),$.connect(f),f.connect(t),d.start(n,p%.5,a+.02)}var Ke=e=>440*2**(e/12),En={play(e,t,n){vt(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Oe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){vt(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Oe(e,n,{at:t,freq:Ke(7),peak:.32,attack:.006,decay:.28,partials:a}),Oe(e,n,{at:t+.13,freq:Ke(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Oe(e,n,{at:t+s*.08,freq:Ke(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Oe(e,n,{at:t+.24,freq:Ke(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Oe(e,n,{at:t+s*.11,freq:Ke(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Oe(e,n,{at:t+.5,freq:Ke(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Oe(e,n,{at:t+s*.17,freq:Ke(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);vt(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}vt(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)vt(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function Es(e){if(wt||!Rn||!fe||!Object.prototype.hasOwnProperty.call(En,e))return!1;try{if(fe.state==="suspended"&&fe.resume().catch(()=>{}),fe.state==="closed")return!1;let t=fe.currentTime;return t-(eo.get(e)??-1)<.04||(eo.set(e,t),oo(fe,e,t+.005,fe.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function Ms(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(En,e))return null;let a=new n(1,Math.ceil(bs[e]*t),t);return oo(a,e,0,a.destination),a.startRendering()}var An=Cn,Ve=Mn;function Pe(e){try{Ve&&Ve.playSound(e)}catch{}}function le(e,...t){try{if(An&&typeof An[e]=="function")return An[e](...t)}catch{}return null}function Ee(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function ro(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ne(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function so({spectator:e,view:t,target:n,panel:a,toggle:s}){let o=!1;try{o=Ve?Ve.isMuted():!1}catch{o=!1}let[,l]=y(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${r("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Ne(t)?r("Lowest total wins when someone reaches {n}",{n}):r("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${r("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${r("What happened")}</span></button>
    ${Ve&&i`<button type="button" class="tool" aria-pressed=${o?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{Ve.setMuted(!o),l(c=>c+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${o?i`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:i`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${r("Mute")}</span></button>`}
    ${!e&&i`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${r("Settings")}</span></button>`}
  </div>`}function io({panel:e,setPanel:t,view:n,players:a,me:s,log:o,rules:l,autoAnswer:c,onAutoAnswer:u,sorted:p,onSorted:d}){return i`<${ot} open=${e==="scores"} title=${r("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${nt} view=${n} players=${a} me=${s} />`}
    </${ot}>
    <${ot} open=${e==="log"} title=${r("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${As} log=${o} open=${e==="log"} />
    </${ot}>
    <${ot} open=${e==="settings"} title=${r("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${$=>u($.target.checked)} />
        <span>${r("Answer forced moves for me (nothing to choose)")}</span></label>
      ${p!=null&&i`<label class="setting"><input type="checkbox" checked=${p}
        data-testid="setting-sort-hand" onChange=${$=>d($.target.checked)} />
        <span>${r("Sort my hand by colour and number")}</span></label>`}
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${r("Rules of this game")}</h3>
        <ul>${l.map(($,f)=>i`<li key=${f}>${O($)}</li>`)}</ul>
      </section>`}
    </${ot}>`}function ot({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${r("Close")}</button></div>
    ${s}
  </aside>`}function As({log:e,open:t}){let n=P(null);return T(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${r("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}var Yt=!1,Ln=new Set;function lo(e){if(Yt||e.isComposing||e.key==="Unidentified"||e.key==="Process")return;let t=e.target;if(!(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT"||t.isContentEditable))){Yt=!0,document.documentElement.dataset.keyboard="used";for(let n of Array.from(Ln))n(!0);removeEventListener("keydown",lo,!0)}}typeof addEventListener=="function"&&addEventListener("keydown",lo,!0);function Ls(e){return Yt?(e(!0),()=>{}):(Ln.add(e),()=>Ln.delete(e))}function co(e){return String(e).replace(/\s*\([A-Z]\)/g,"").replace(/\(([A-Z]), /g,"(")}function Ft(){let[e,t]=y(Yt);return T(()=>Ls(t),[]),e}function Os(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function po(e){return e?e.querySelector("button.card:not([disabled])"):null}function fo(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var ho="unoduo.sortHand",Ps={R:0,Y:1,G:2,B:3},Ns=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],uo=37,Is=.56,$o=24,Ds=44;function mo(){try{return localStorage.getItem(ho)!=="off"}catch{return!0}}function go(e){try{localStorage.setItem(ho,e?"on":"off")}catch{}}function On(e,t){let n=Os(e,""),a=e.map((o,l)=>({code:o,index:l,key:n[l]}));if(!t)return a;let s=o=>{let{color:l,rank:c,wild:u}=ge(o);return(u?4:Ps[l])*100+Ns.indexOf(c)};return a.slice().sort((o,l)=>s(o.code)-s(l.code)||o.index-l.index)}function qs(e,t,n){if(!t||!n||e<=1)return{rows:1,fit:null};let a=t-$o,s=Math.max(1,Math.floor((a-n)/uo)+1);if(e<=s)return{rows:1,fit:null};let o=Math.floor(a-uo*(e-1));return o>=Ds&&o<n?{rows:1,fit:o}:{rows:Math.ceil(e/s),fit:null}}function Us(e,t){let[n,a]=y({width:0,card:0});return se(()=>{let s=e.current;if(!s)return;let o=()=>{let c=document.createElement("span");c.className="card card-probe",c.setAttribute("aria-hidden","true"),c.style.cssText="position: absolute; visibility: hidden; pointer-events: none",s.appendChild(c);let u=c.offsetWidth;c.remove();let p=s.clientWidth;a(d=>d.width===p&&d.card===u?d:{width:p,card:u})};if(o(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(o);return l.observe(s),()=>l.disconnect()},[]),n}function yo({view:e,groups:t,mine:n,sending:a,play:s,handRef:o,dumping:l,dumpOrder:c,toggleDump:u,wildCard:p,sorted:d}){let $=e.dump_color,f=document.documentElement.dir==="rtl",h=Ft(),[m,w]=y(null),g=P("mouse");se(()=>w(null),[e.hand.join(" "),n,l]);let b=H=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(H.key))return;let X=Array.from(o.current.querySelectorAll("button.card:not([disabled])")),S=X.indexOf(document.activeElement);if(!X.length)return;H.preventDefault();let B=S;if(H.key==="Home")B=0;else if(H.key==="End")B=X.length-1;else{let z=H.key==="ArrowDown"||H.key===(f?"ArrowLeft":"ArrowRight");B=S<0?0:(S+(z?1:-1)+X.length)%X.length}X[B].focus()},_=e.hand.length?D("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:Ta(e.hand)}):r("Your hand is empty"),k=e.hand.length,x=Us(o,k),v=qs(k,x.width,x.card),I=v.rows,C=On(e.hand,d),W=[],M=0;for(let H=0;H<I;H++){let J=Math.floor(k/I)+(H<k%I?1:0);W.push(C.slice(M,M+J)),M+=J}let F=(H,J)=>{if(g.current!=="mouse"&&m!==H.key){w(H.key);return}w(null),J()},ie=!1,ne=(H,J,X)=>{let{code:S,index:B,key:z}=H,Q=!1,Y=null,ce=!1;if(l){Q=ge(S).color===$&&!a;let ue=c.indexOf(B);ue>=0&&(Y=String(ue+1),ce=!0)}else Q=n&&!a&&t.plays.has(S),ce=p===S;let re=e.drawn===S&&!ie;re&&(ie=!0);let be="";if(I===1){let ue=Math.min(3,16/Math.max(X-1,1)),xe=(X-1)/2,ve=xe>0?(J-xe)/xe:0,rt=(J-xe)*ue*(f?-1:1),st=Math.round(ve*ve*Math.min(14,X*1.5));be=`--rot: ${rt.toFixed(2)}deg; --arc: ${st}px`}let he=[re?"card-drawn":"",m===z&&Q?"card-lifted":""].join(" ");return i`<${te} key=${z} code=${S} cardKey=${z} from="draw"
      onPlay=${l?()=>u(B):()=>F(H,()=>s(S))}
      disabled=${!Q} badge=${Y} selected=${ce} style=${be}
      extraClass=${he} testid=${"hand-card-"+S} />`};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${D("Your hand ({n} card)","Your hand ({n} cards)",k)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${r("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+(k>14&&I===1?" hand-many":"")+(I>1?" hand-rows":"")+(v.fit?" hand-fit":"")} data-sorted=${d?"true":"false"}
        ref=${o} onKeyDown=${b} data-testid="hand" data-rows=${I}
        onPointerDown=${H=>{g.current=H.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{g.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(k,1)}; --row-show: ${Is}; --hand-ends: ${$o}px`+(v.fit?`; --fit-w: ${v.fit}px`:"")}>
      ${I===1?C.map((H,J)=>ne(H,J,k)):W.map((H,J)=>i`<div class="hand-row" key=${"row-"+J} style=${`--n: ${Math.max(H.length,1)}`}>
          ${H.map((X,S)=>ne(X,S,H.length))}</div>`)}
    </div>
    ${n&&!l&&h&&i`<p class="hint" data-testid="key-hint">${r("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function bo({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${r("{name} showed you the hand they held:",{name:oe(t,e.seat,n)})}>
    <p>${r("{name} showed you the hand they held:",{name:oe(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,o)=>i`<${te} key=${o} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${r("Close")}</button>
  </section>`}function Hs(e,t,n,a){let s=e.scores,o=Ne(e),l=o?Math.min(...s):Math.max(...s),c=s.map((p,d)=>p===l?d:-1).filter(p=>p>=0);if(c.length>1)return r("The totals are level");let u=c[0];return o?u===n?r("You are ahead: the lowest total wins, and yours is {n}",{n:l}):r("{name} is ahead: the lowest total wins, and theirs is {n}",{name:oe(t,u,n),n:l}):u===n?r("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):r("{name} is ahead: the first to {target} wins, and they have {n}",{name:oe(t,u,n),target:a,n:l})}function js({to:e,testid:t}){let[n,a]=y(e);return T(()=>{le("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function Ws(e,t){return t.out===null||t.out===void 0?r("The round is blocked: each player scores their own hand"):Ne(e)?r("Going out scores 0; the other players score the cards left in their hands."):r("Going out scores the cards left in the other players' hands.")}function Bs({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,o=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${r("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${r("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${te} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${r("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:o[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${D("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:oe(t,l.seat,n),points:o[l.seat]})}</p>`)}
  </div>`}function vo({info:e,view:t,players:n,me:a,onClose:s,target:o}){let l=P(null);T(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,u=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${r("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${u===null?r("Nobody went out."):u===a?r("You went out!"):r("{name} went out",{name:oe(n,u,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${Ws(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${r("Player")}</th><th scope="col">${r("This round")}</th>
        <th scope="col">${r("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,d)=>i`<tr class=${d===a?"me":""}>
        <th scope="row"><bdi>${oe(n,d,a)}</bdi></th>
        <${js} to=${p} testid=${"round-points-"+d} />
        <td data-testid=${"round-total-"+d}>${t.scores[d]}</td>
      </tr>`)}</tbody>
    </table>
    <${Bs} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${Hs(t,n,a,o)}</p>
    <p class="muted">${r("The next round is dealt when you are ready.")}</p>
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${r("Next round")}</button>
  </section>`}var Gs=12,Ys=1e3;function Fs(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function zs({game:e}){let t=Ze(),n=t?t.name:null,[a,s]=y(null);if(T(()=>{if(s(null),!n)return;let c=!1,u=null,p=0,d=()=>{p+=1,p<Gs&&(u=setTimeout($,Ys))},$=async()=>{try{let f=await G.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&d()}catch(f){!c&&f.code!=="not_rated"&&d()}};return $(),()=>{c=!0,clearTimeout(u)}},[e,n]),!a||!a.rated)return null;let o=a.player,l=null;if(o&&o.rating!==null){let c={rating:o.rating,change:Fs(o.change)},u=o.provisional?r("Your rating: {rating} ({change}), provisional",c):r("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${o.rating} data-change=${o.change}
      class=${"rating-change "+(o.change>=0?"up":"down")}
      title=${o.provisional?r("Provisional: a few more rated games are needed."):""}>${u}</p>`}else o&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${r("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?r("Rated game of Classic UNO"):r("Rated game of UNO Duo")}</p>
    ${l}
    ${o&&i`<${R} href=${`/players/${encodeURIComponent(o.name)}`} testid="rated-profile-link">
      ${r("Your profile")}</${R}>`}
  </div>`}function wo({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:o,game:l}){let c=P(null);T(()=>{c.current&&c.current.focus({preventScroll:!0})},[]);let u=e.winner,p=u==null,d,$;p?(d=o?r("The match is over"):r("A draw"),$=r("The match is a draw")):u===n?(d=r("You won"),$=r("You won the match!")):(d=o?r("The match is over"):r("You lost"),$=r("{name} won the match",{name:oe(t,u,n)}));let f=p?"draw":u===n?"won":o?"over":"lost",h=t.filter(g=>g.seat!==n&&g.kind==="human"),m=s&&h.some(g=>!g.rematch_requested),w=Ne(e);return i`<section class=${"overlay match-over outcome-"+f} data-testid="match-over"
      data-outcome=${f} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${c} data-testid="match-headline">${d}</h2>
    <p data-testid="match-result" class=${u===n?"celebrate":""}>${$}</p>
    <p class="muted">${w?r("The lowest total wins."):r("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${r("Player")}</th><th scope="col">${r("Total")}</th></tr></thead>
      <tbody>${e.scores.map((g,b)=>i`<tr class=${b===u?"winner":""}>
        <th scope="row"><bdi>${oe(t,b,n)}</bdi></th>
        <td data-testid=${"final-score-"+b}>${g}</td></tr>`)}</tbody>
    </table>
    <${zs} game=${l} />
    <details class="match-rounds" open><summary>${r("Every round")}</summary>
      <${nt} view=${e} players=${t} me=${n} /></details>
    <div class="controls">
      ${!o&&i`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${r("Rematch")}</button>`}
      <${R} href="/" testid="new-game-link">${r("New game")}</${R}>
      ${!o&&i`<${R} href=${`/replay/${l}?review=${n}`} testid="review-link">
        ${r("Review my decisions")}</${R}>`}
      <${R} href=${`/replay/${l}`} testid="replay-link">${r("Watch the replay")}</${R}>
    </div>
    ${m&&i`<p role="status">${r("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&h.some(g=>g.rematch_requested)&&i`<p role="status">
      ${r("Your opponent asks for a rematch.")}</p>`}
  </section>`}function zt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${R} href=${a} testid="watch-link">${r("Watch it instead")}</${R}></p>`}
    <p><${R} href="/">${r("Back to the start page")}</${R}></p>
  </main>`}function _o({status:e}){if(e==="open")return null;let t=e==="closed"?r("Disconnected."):r("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function ko({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${r("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${Ks} welcome=${e} />`:null}
  </section>`}function Ks({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=y(""),s=async(u,p)=>{try{await navigator.clipboard.writeText(u),a(p)}catch{a("")}},o=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:r("UNO Duo"),text:r("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
    <h3>${o?r("Public game"):r("Invite a friend")}</h3>
    <p>${o?r("Anyone can join this game from the list of public games. You can also send this link or the join code."):r("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${r("Invite link")}</span>
      <input readonly value=${t} data-testid="invite-link" onFocus=${u=>u.target.select()} />
    </label>
    ${l&&i`<button type="button" class="primary" onClick=${c} data-testid="share-invite">
      ${r("Share the invitation")}</button>`}
    <button type="button" onClick=${()=>s(t,"link")} data-testid="copy-link">${r("Copy the link")}</button>
    <p class="code-line"><span>${r("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${e.join_code}</strong>
      <button type="button" onClick=${()=>s(e.join_code,"code")} data-testid="copy-code">
        ${r("Copy the code")}</button></p>
    ${n&&i`<p role="status">${r("Copied.")}</p>`}
  </div>`}function Vs({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function xo({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,o=e.top,l=o&&ge(o).wild,c=e.discard||[],u=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,d=D("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${r("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${Vs} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${d} onClick=${n}>
        ${e.draw_pile>0?i`<${je} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&i`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${u.map(($,f)=>{let h=c.length-1-u.length+f;return i`<${te} key=${"pile-"+h} code=${$} cardKey=${"pile-"+h}
          style=${`rotate: ${p(h)}deg`} />`})}
      ${o?i`<${te} key=${"pile-"+(c.length-1)} code=${o} named=${l?s:null}
            testid="top-card" cardKey=${"pile-"+(c.length-1)} from=${a}
            style=${`rotate: ${p(c.length-1)/3}deg`} />`:!c.length&&i`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&i`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${He[s]}</span>${pe(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${o&&i`<p class="visually-hidden" data-testid="top-card-text">${r("Top card: {card}",{card:Ae(o,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${r("Colour: {color}",{color:pe(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?r("Direction: clockwise"):r("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${D("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function So({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:o,rated:l,controls:c}){let u=e.view,p=u.seat,d=c.sending,$=Ft(),f=O(e.prompt);return i`<section class="prompt" data-testid="prompt" aria-label=${r("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${$?f:co(f)}</p>
    ${n&&u.decision==="challenge"&&i`<${Xs} view=${u} />`}
    ${e.deadline&&!u.match_over&&i`<${Js} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!u.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(O).join(" ")}</p>`}
    ${n&&!a&&i`<${Qs} ...${c} />`}
    ${Ee(e)&&!a&&Ga(t,p)&&(l?i`<${Ya} />`:i`<${Fa} hint=${s} onAsk=${o} disabled=${d} />`)}
  </section>`}function Js({deadline:e,mine:t}){let[n,a]=y(Date.now());T(()=>{let o=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(o)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?D("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):D("{n} second left","{n} seconds left",s)}</p>`}function Xs({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(o=>o.kind==="play"||o.kind==="color"),s=n&&!ge(n).wild?ge(n).color:null;if(!s&&a.length>=2)for(let o=a.length-2;o>=0;o--){let l=a[o].info;if(typeof l=="number"&&l>=0){s=qt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${He[s]} </span>${r("Colour before the Wild Draw 4: {color}",{color:pe(s)})}</p>`:null}function Qs(e){let{view:t,groups:n,send:a,sending:s,unoArmed:o,setUnoArmed:l,dumpMode:c,setDumpMode:u,dumping:p,dumpReady:d,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,w=(b,_,k)=>{let x=m.get(b),v=x.key?x.key.toUpperCase():"";return i`<button type="button" class=${k?"primary":""}
    disabled=${s} data-testid=${_} onClick=${()=>a(x.action)}
    data-autofocus=${k?"true":null}>${O(x.label)}${v&&i` <kbd aria-hidden="true">${v}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${r("Candidate card:")}</p>
      <${te} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(w("keep","action-keep",!0)),m.has("reject")&&g.push(w("reject","action-reject")),n.colors.length){let b=_=>{let k=n.colors.find(x=>x.color===_);k&&a(k.action)};g.push(i`<${Pn} title=${r("Name the colour")} onPick=${b} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(w("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(w("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(w("challenge","action-challenge")),m.has("accept")&&g.push(w("accept","action-accept",!0)),m.has("catch")&&g.push(w("catch","action-catch",!0)),m.has("ignore")&&g.push(w("ignore","action-ignore"));for(let[b,_]of m)_.kind==="swap"&&g.push(w(b,"action-"+b.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>u(!0)}>
      ${r("Dump your {color} cards",{color:pe(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${D("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:pe(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!d||s} data-testid="action-dump"
        onClick=${()=>a($())}>${r("Dump them in this order")}</button>
      ${f.length>1&&i`<button type="button" onClick=${h} data-testid="dump-clear">
        ${r("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{h(),u(!1)}}
        data-testid="dump-cancel">${r("Cancel the dump")}</button>`}
      ${m.has("nodump")&&w("nodump","action-nodump",!1)}
      </div>
    </div>`),m.has("nodump")&&!p&&g.push(w("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(o?" armed":"")}
      aria-pressed=${o?"true":"false"} data-testid="action-uno" onClick=${()=>l(!o)}>
      ${o?r("UNO! called"):r("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function Pn({title:e,onPick:t,onCancel:n,testid:a}){let s=P(null),o=P({onPick:t,onCancel:n});return o.current={onPick:t,onCancel:n},se(()=>{s.current&&s.current.focus();let l=c=>{let u=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(qt.includes(u)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),o.current.onPick(u)):c.key==="Escape"&&o.current.onCancel&&(c.preventDefault(),o.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${qt.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${He[l]} </span>${pe(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${r("Cancel")}</button>`}
  </div>`}function To(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let o=(a+s)%e;o!==t&&n.push(o)}return n}function Zs(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function ei({seat:e,view:t,players:n,me:a,many:s,place:o}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],u=t.to_act===e&&!t.match_over,p=oe(n,e,a),d=l.kind==="bot"?r("Bot ({level})",{level:Be(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(u?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${o||""}
      aria-label=${D("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${Zs(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${d&&i` <span class="muted">${d}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${r("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${r("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${D("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${r("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>i`<${je} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${u&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function Co(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,o=t>2?.8:.62;return{x:Math.cos(n(e)),y:o*a(e)/s,angle:n(e)}}function Ro({others:e,view:t,players:n,me:a,many:s}){let o=t.players>2,l=e.length,c=u=>`--x: ${u.x.toFixed(3)}; --y: ${u.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(o?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${o?`--n: ${l}`:""} aria-label=${r("Players")}>
    ${e.map((u,p)=>{let d=Co(p-.5,l),$=90-d.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&o&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+u}
          style=${`${c(d)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${ei} key=${u} seat=${u}
        view=${t} players=${n} me=${a} many=${s} place=${o?c(Co(p,l)):""} />`})}
  </ul>`}function ti(e){let t=new Map,n=[],a=[],s=new Map,o=new Map,l=!1;for(let d of e||[])d.uno&&(l=!0),d.key&&!o.has(d.key)&&o.set(d.key,d),d.kind==="play"?(t.has(d.card)||t.set(d.card,[]),t.get(d.card).push(d)):d.kind==="dump"?n.push(d):d.kind==="color"?a.push(d):s.set(d.action,d);let c=e||[],u=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(d=>d.kind==="draw"||d.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:o,draw:p,unoPossible:l,forced:u}}function Eo(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),o=a.find(l=>!l.uno);return n&&s?s.action:o?o.action:s?s.action:null}var Mo="unoduo.autoAnswer";function ni(){try{return localStorage.getItem(Mo)!=="off"}catch{return!0}}function ai(e){try{localStorage.setItem(Mo,e?"on":"off")}catch{}}function Kt({st:e,players:t,send:n,sending:a,log:s,roundOver:o,closeRoundOver:l,askRematch:c,rematchAsked:u,game:p,reveal:d,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:w,rules:g,lesson:b}){let _=e.view,k=_.seat,x=!(o&&!_.match_over)&&(Ee(e)||ro(e)),v=Ie(()=>ti(x?e.choices:[]),[e]),[I,C]=y(!1),[W,M]=y(null),[F,ie]=y(!1),[ne,H]=y([]),[J,X]=y(null),[S,B]=y(ni()),[z,Q]=y(mo),Y=P(null),ce=E=>X(q=>q===E?null:E),re=x&&S&&v.forced&&!_.match_over?v.forced:null;se(()=>{C(!1),M(null),H([]),ie(_.decision==="dump"&&x)},[e.seq]),T(()=>{re&&n(re.action,re)},[e.seq,re]);let be=v.dumps.length?v.dumps[0].cards:[],he=x&&F&&v.dumps.length>0,ue=E=>{if(ge(E).wild){M(E);return}let q=Eo(v.plays.get(E)||[],null,I);q&&n(q)},xe=E=>{let q=Eo(v.plays.get(W)||[],E,I);M(null),q&&n(q)},ve=E=>{let q=`dump ${E.join(" ")}`,A=v.dumps.some(Z=>Z.uno),j=v.dumps.some(Z=>!Z.uno);return A&&(I||!j)?`${q} uno`:q},rt=E=>{if(be.length===1){n(ve([_.hand[E]]));return}H(q=>q.includes(E)?q.filter(A=>A!==E):q.concat([E]))},st=()=>ve(ne.map(E=>_.hand[E])),Qt=he&&ne.length===be.length;se(()=>{let E=q=>{if(q.ctrlKey||q.metaKey||q.altKey)return;let A=q.target;if(A&&(A.tagName==="INPUT"||A.tagName==="SELECT"||A.tagName==="TEXTAREA")||W)return;let j=q.key.toLowerCase(),Z=v.other,ke=Je=>{q.preventDefault(),n(Je)};if(q.key==="Escape"&&J){q.preventDefault(),X(null);return}if(j==="s"){q.preventDefault(),ce("scores");return}if(j==="h"){q.preventDefault(),fo(Y.current,0);return}if(!x||a||re)return;let Zt=_.decision==="after_draw"&&(v.plays.get(_.drawn)||[])[0],lt=/^[0-9]$/.test(j)?j==="0"?9:Number(j)-1:-1,ct=lt>=0?On(_.hand,z)[lt]:null,we=j==="p"?Zt:lt>=0?ct&&(v.plays.get(ct.code)||[])[0]:v.keys.get(j);we&&we.kind==="play"?(q.preventDefault(),ue(we.card)):we&&we.kind==="dump"?(q.preventDefault(),_.decision==="turn"&&ie(!0)):we&&we.kind!=="color"&&Z.has(we.action)?ke(we.action):j==="u"&&v.unoPossible&&(q.preventDefault(),C(Je=>!Je))};return window.addEventListener("keydown",E),()=>window.removeEventListener("keydown",E)}),T(()=>{if(!x)return;let E=document.activeElement;if(E&&E!==document.body&&document.contains(E))return;let q=document.querySelector("[data-autofocus='true']")||po(Y.current);q&&q.focus({preventScroll:!0})},[e.seq]);let it=[..._.events].reverse().find(E=>E.kind==="play"||E.kind==="dump"),kt=it?it.seat===k?"hand":`seat-${it.seat}`:null,L=_.options&&_.options.target_score||(_.ruleset==="classic"?500:200),N=To(_.players,k),$e=N.length>3,ae=k===null;return i`<div class="table">
    <${so} spectator=${ae} view=${_} target=${L} panel=${J} toggle=${ce} />
    <${Ro} others=${N} view=${_} players=${t} me=${k} many=${$e} />
    <${xo} view=${_} canDraw=${x&&!a&&!re&&!!v.draw}
      onDraw=${()=>n(v.draw.action)} from=${kt} />
    <${So} st=${e} players=${t} mine=${x} autoAction=${re}
      hint=${f} askHint=${h} rated=${w}
      controls=${{view:_,groups:v,send:n,sending:a,unoArmed:I,setUnoArmed:C,dumpMode:F,setDumpMode:ie,dumping:he,dumpReady:Qt,dumpAction:st,dumpCards:be,clearDump:()=>H([])}} />
    ${k!==null?i`<${yo} view=${_} groups=${v} mine=${x&&!re} sending=${a} play=${ue}
          handRef=${Y} dumping=${he} dumpOrder=${ne} toggleDump=${rt} wildCard=${W}
          sorted=${z} />`:i`<div></div>`}
    ${W&&i`<div class="overlay picker-overlay"><${Pn}
      title=${r("Choose the colour for your {card}",{card:Ae(W)})}
      onPick=${xe} onCancel=${()=>M(null)} testid="wild-color-picker" /></div>`}
    ${d&&i`<${bo} reveal=${d} players=${t} me=${k} onClose=${$} />`}
    ${f&&x&&i`<${za} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${E=>{m(),n(E)}} />`}
    ${o&&!_.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${o&&!_.match_over&&i`<${vo} info=${o} view=${_} players=${t} me=${k}
      onClose=${l} target=${L} />`}
    ${_.match_over&&!b&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${_.match_over&&!b&&i`<${wo} view=${_} players=${t} me=${k} askRematch=${c}
      rematchAsked=${u} game=${p} spectator=${ae} />`}
    <${io} panel=${J} setPanel=${X} view=${_} players=${t} me=${k} log=${s} rules=${g}
      autoAnswer=${S} onAutoAnswer=${E=>{ai(E),B(E)}}
      sorted=${k!==null?z:null} onSorted=${E=>{go(E),Q(E)}} />
  </div>`}var Ao="unoduo.learn.done",Vt=["duo","classic"];function Lo(){try{let e=JSON.parse(localStorage.getItem(Ao)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function oi(e){let t=Lo();if(!t.has(e)){t.add(e);try{localStorage.setItem(Ao,JSON.stringify([...t]))}catch{}}}function Oo(){T(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Po(){let[e,t]=y(Te());return T(()=>Pt(n=>t(n)),[]),e}function No(e){let[t,n]=y(null),[a,s]=y("");return T(()=>{let o=!0;return Promise.all(Vt.map(l=>G.lessons(l,e))).then(l=>{if(!o)return;let c={};Vt.forEach((u,p)=>{c[u]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{o&&s(V(l))}),()=>{o=!1}},[e]),{lists:t,error:a}}async function ri(e,t){try{let n=await G.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:Qe()});_e(n.game,n.seat,n.token,{}),ee(`/game/${n.game}`)}catch(n){t(V(n,"create"))}}function si({lists:e,done:t}){let a=Vt.flatMap(o=>e[o]||[]).find(o=>!t.has(o.id));if(!a)return i`<p class="lesson-all-done" data-testid="all-done">${r("You have finished every lesson.")}</p>`;let s=O(a.title);return i`<p class="lesson-continue"><a href=${`/learn/${encodeURIComponent(a.id)}`} class="lesson-continue-button"
      data-testid="continue-lesson" data-lesson=${a.id}
      onClick=${o=>{o.preventDefault(),ee(`/learn/${encodeURIComponent(a.id)}`)}}>
    ${t.size?r("Continue: {title}",{title:s}):r("Start: {title}",{title:s})}</a></p>`}function Io(){Oo();let e=Po(),{lists:t,error:n}=No(e),a=Lo();return T(()=>{document.title=r("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${r("Learn by playing")}</h1>
    <p class="learn-intro">${r("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${r("Loading…")}</p>`}
    ${t&&i`<${si} lists=${t} done=${a} />`}
    ${t&&Vt.map(s=>{let o=t[s],l=o.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Ce(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${r("{done} of {total} done",{done:l,total:o.length})}</span></h2>
        <ol class="lesson-list">
          ${o.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${R} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${O(c.title)}</strong>
                <span class="lesson-goal">${O(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${r("(done)")}</span>`}
            </${R}></li>`)}
        </ol>
      </section>`})}
  </main>`}function Nn(e){return(e.narration||[]).filter(t=>!!t)}function ii(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function li(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=ii(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",le("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&le("shake",l);return}let o=n.getBoundingClientRect();s.forEach((l,c)=>{let u=a.querySelector(`[data-card="${l}"]`),p=u&&(u.closest("button")||u);if(!p||typeof p.animate!="function")return;let d=p.getBoundingClientRect(),$=o.left+o.width/2-(d.left+d.width/2),f=o.top+o.height/2-(d.top+d.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function ci({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${r("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${O(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${r("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&i`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${O(n.text)}
        ${t&&i` <strong class="taken-back" data-testid="taken-back">${r("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&i`<p class="lesson-try" data-testid="lesson-prompt">${O(e.prompt)}</p>`}
  </section>`}function di({lesson:e,next:t,ruleset:n}){let a=P(null),[s,o]=y("");return T(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${r("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${O(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>ee(`/learn/${encodeURIComponent(t.id)}`)}>${r("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>ri(n,o)}>${r("Play a bot now")}</button>
      <${R} href="/learn" testid="all-lessons">${r("All lessons")}</${R}>
    </div>
  </section>`}function Do({id:e}){Oo();let t=Po(),[n,a]=y([]),[s,o]=y(null),[l,c]=y(!1),[u,p]=y(""),[d,$]=y(""),[f,h]=y(null),[m,w]=y([]),[g,b]=y(""),_=P(null),k=P(null),x=P(0),v=P(null),{lists:I}=No(t),C=async(B,z)=>{c(!0);let Q;try{Q=await G.lesson(e,B,Te())}catch(ve){c(!1),ve&&(ve.code==="unknown_lesson"||ve.status===404)?$(r("There is no such lesson.")):p(V(ve));return}let Y=Q.lesson,ce=Y.undone?B.slice(0,-1):B,re=v.current,be=re?Nn(re.state).length:0,he=Nn(Q.state),ue=he.length>be?he.slice(be):[];w(re&&!Y.undone?ue.slice(-3):[]),x.current+=1,k.current={before:le("snapshot",_.current),tried:Y.undone?z:null},a(ce),h(Y.undone?z:null),v.current={state:Q.state,lesson:Y,seq:x.current},o(v.current),p(""),c(!1),Y.feedback&&Pe(Y.feedback.kind==="wrong"?"lose":"turn"),Y.done&&oi(e);let xe=[Y.feedback?O(Y.feedback.text):"",Y.done?O(Y.summary):O(Y.prompt)];b(xe.filter(Boolean).join(" "))};T(()=>{o(null),v.current=null,a([]),h(null),$(""),p(""),C([],null)},[e]),T(()=>{s&&C(n,null)},[t]),se(()=>{let B=k.current;if(!B)return;k.current=null;let z=_.current;z&&delete z.dataset.takenBack,B.tried?li(z,B.tried):B.before&&le("flip",z,B.before,{leave:"none"})},[s&&s.seq]),T(()=>{s&&(document.title=`${O(s.lesson.title)} — ${r("Learn")}`)},[s&&s.seq,t]);let W=B=>{l||!s||s.lesson.done||C(n.concat([B]),B)};if(d)return i`<main class="page" data-testid="lesson-missing"><h1>${d}</h1>
      <p><${R} href="/learn">${r("All lessons")}</${R}></p></main>`;let M=s?Object.assign({},s.state,{lastTold:m}):null,F=s?s.lesson:null,ie=M?M.view.ruleset:"duo",ne=I&&I[ie]||[],H=ne.findIndex(B=>B.id===e),J=H>=0&&H+1<ne.length?ne[H+1]:null,X=M?(M.players||[]).map(B=>B.seat===M.view.seat?B:{...B,kind:"lesson"}):[],S=M?Nn(M).map((B,z)=>({key:`l${z}`,say:()=>O(B)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${_}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${M?M.seq:-1} data-decision=${M?M.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${M?M.status:""}
      data-undone=${f?"true":"false"} data-done=${F&&F.done?"true":"false"}
      data-my-turn=${M&&!F.done&&M.view.to_act===M.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${u&&i`<p class="error" role="alert" data-testid="table-error">${u}</p>`}
    ${F&&i`<${ci} lesson=${F} undone=${f} />`}
    ${M?i`<${Kt} st=${M} players=${X} send=${W} sending=${l||F.done} log=${S}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${r("Loading…")}</p>`}
    ${F&&F.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${di} lesson=${{...F,id:e}} next=${J} ruleset=${ie} />`}
  </main>`}function In(e){return V(e)}function ui(e,t,n){let a=e.view||{},s=a.players||n.players.length,o=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,u)=>Array(o[u]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function qo(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await un(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),o=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,u=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function d(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=un(`${t}/${encodeURIComponent(f)}`).then(m=>{let w=(m.steps||[]).map(g=>ui(g,f,{players:s,...n}));return w.sort((g,b)=>g.index-b.index),l.set(f,w),c.delete(f),w},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let w=p(h)?p(h).first_step:0,g=f[m-w];return g&&g.index===m?g:f.find(b=>b.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:o,roundOf:u,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=u(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=u(f),m=$(await d(h),h,f);if(!m)throw new De(0,"missing_step",r("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=u(f),m=p(h);if(!m)return;let w=()=>{};if(d(h).catch(w),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&d(g.round).catch(w)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&d(g.round).catch(w)}}}}var pi=3,Jt=[-7,4,-2];function fi(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Uo({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=fi(e,a.map(c=>c||"?")),o=t.toAct===e&&!t.over,l=oe(n.players,e,null);return i`<div class=${"replay-seat"+(o?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${o?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${D("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${r("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,u)=>i`<span class="replay-slot" key=${s[u]} data-card-key=${s[u]} data-from="draw"
        >${c?i`<${te} code=${c} size="small" />`:i`<${je} size="small" label=${r("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function hi({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-pi),s=n.slice(a),o=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?r("Top card: {card}",{card:Ae(e.top,e.color)}):"",c=e.color?r("Colour: {color}",{color:pe(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${je} size="small" label=${D("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${te} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((u,p)=>{let d=a+p,$=d===n.length-1&&!!e.top,f=Jt[(d%Jt.length+Jt.length)%Jt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+d}
          data-card-key=${"d"+d+"-"+u} data-from=${d===n.length-1?o:null}
          style=${`--tilt: ${f}deg`}><${te} code=${u} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${He[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?r("Play goes clockwise ↻"):r("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Ho({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,d)=>d),o=s.filter(p=>p!==0),l=P(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},u=p=>{let d=l.current;if(l.current=null,!d||!a)return;let $=p.clientX-d.x,f=p.clientY-d.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(o.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${r("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${u}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${o.map(p=>i`<${Uo} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${hi} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${Uo} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function jo(e){return(e.narration||[]).filter(t=>t).map(O)}function Wo({step:e,quiet:t}){let n=jo(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=r("Start of the match"):a=r("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((o,l)=>i`<li key=${l}>${o}</li>`)}</ul>`}
  </div>`}function Bo({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?r("The match is a draw"):r("{name} won the match",{name:oe(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function Go({replay:e,round:t,at:n,onPick:a}){let s=P(null),o=e.framesOf(t)||[];return T(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let u=c.offsetTop;u<l.scrollTop?l.scrollTop=u:u+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=u+c.offsetHeight-l.clientHeight)},[n,o.length]),i`<section class="panel replay-moves">
    <h2>${r("Moves")} · ${r("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${o.length?o[0].index+1:1}>
      ${o.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?jo(l)[0]||l.action:r("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var $i=[.5,1,2,4,8],mi=900;function gi(){T(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var yi={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function _t({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${yi[e]} fill="currentColor" /></svg>`}function bi(e){let t=qe(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function Yo({game:e}){gi();let[t,n]=y(null),[a,s]=y("");return T(()=>{document.title=r("Replay");let o=!0;return qo(e).then(l=>o&&n(l),l=>o&&s(In(l))),()=>{o=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${r("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${R} href=${`/game/${e}`}>${r("Back to the game")}</${R}></p></main>`:t?i`<${vi} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${r("Replay")}</h1>
      <p>${r("Loading…")}</p></main>`}function vi({replay:e,game:t}){let n=e.total-1,[a,s]=y(0),[o,l]=y(null),[c,u]=y(!1),[p,d]=y(1),[$,f]=y(""),h=P(null),m=P(null),w=P(0),g=mi/p;T(()=>{let C=!0,W=e.stepNow(a);return W?(l(W),f("")):e.step(a).then(M=>{C&&(l(M),f(""))},M=>C&&f(In(M))),e.prefetchAround(a),()=>{C=!1}},[a]),T(()=>{if(!c)return;if(a>=n){u(!1);return}if(!o||o.index!==a)return;let C=setTimeout(()=>_(1),g);return()=>clearTimeout(C)},[c,a,o,p]);function b(C,W){let M=Math.max(0,Math.min(n,C)),F=w.current;M!==F&&(w.current=M,m.current=W&&M===F+1&&g>=150&&h.current&&o&&o.index===F?kn(h.current):null,s(M))}let _=C=>b(w.current+C,C===1);se(()=>{let C=m.current;C&&o&&o.index===a&&h.current&&(m.current=null,xn(h.current,C,{duration:Math.min(320,g*.6)}),o.over&&Sn(h.current))},[o]),T(()=>{let C=W=>{if(W.ctrlKey||W.metaKey||W.altKey||W.defaultPrevented)return;let M=W.target,F=M&&M.tagName;if(F==="INPUT"||F==="SELECT"||F==="TEXTAREA"||M&&M.isContentEditable)return;let ie=document.documentElement.dir==="rtl",ne=ie?"ArrowLeft":"ArrowRight",H=ie?"ArrowRight":"ArrowLeft";if(W.key===ne)_(1);else if(W.key===H)_(-1);else if(W.key==="Home")b(0,!1);else if(W.key==="End")b(n,!1);else if(W.key===" "&&F!=="BUTTON"&&F!=="A")u(J=>!J);else return;W.preventDefault()};return window.addEventListener("keydown",C),()=>window.removeEventListener("keydown",C)},[n,g,o]);let k=o,x=!k||k.index!==a,v=e.roundOf(a),I=()=>{!c&&a>=n&&b(0,!1),u(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${k?k.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${x?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${r("Replay")}</h1>
    ${k&&i`<${Ho} step=${k} replay=${e} boardRef=${h} onSwipe=${_} />`}
    ${!k&&i`<p class="replay-board-placeholder">${r("Loading…")}</p>`}
    ${k&&i`<${Wo} step=${k} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${r("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>b(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${r("Start")} title=${r("Start")}><${_t} shape="first" /></button>
        <button type="button" onClick=${()=>_(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${r("Back")} title=${r("Back")}><${_t} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${I} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${_t} shape=${c?"pause":"play"} />
          <span>${c?r("Pause"):r("Play")}</span></button>
        <button type="button" onClick=${()=>_(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${r("Next")} title=${r("Next")}><${_t} shape="next" /></button>
        <button type="button" onClick=${()=>b(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${r("End")} title=${r("End")}><${_t} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${r("Move")} class="replay-slider"
        aria-valuetext=${r("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${C=>b(Number(C.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${r("Round")}
          <select data-testid="replay-round" value=${String(v)}
            onChange=${C=>b(e.firstStepOf(Number(C.target.value)),!1)}>
            ${e.rounds.map(C=>i`<option value=${String(C.round)} selected=${C.round===v}>${C.round}</option>`)}
          </select></label>
        <label>${r("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${C=>d(Number(C.target.value))}>
            ${$i.map(C=>i`<option value=${String(C)} selected=${C===p}>${C}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${r("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${r("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${Wa} replay=${e} game=${t} at=${a} go=${C=>b(C,!1)} />
    </div>
    <aside class="replay-side">
    ${k&&i`<${Bo} step=${k} replay=${e} />`}
    ${k&&i`<${nt} view=${k.sheet} players=${e.players} me=${null} />`}
    ${k&&i`<${Go} replay=${e} round=${k.round} at=${a} onPick=${C=>b(C,!1)} />`}
    <p class="replay-links"><${R} href=${`/game/${t}`}>${r("Back to the game")}</${R}>
      <span aria-hidden="true"> · </span><a href=${bi(t)} download data-testid="download-record">
        ${r("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Xt=null;function wi({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${O(e.title)}</h2>
    <p>${O(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.top&&i`<span class="example-top" data-testid=${"example-top-"+e.id}>
          <${te} code=${e.example.top} size="small" /><span class="muted">${r("Top card")}</span></span>`}
        ${e.example.cards.map((t,n)=>i`<${te} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${r("Example:")}</strong> ${O(e.example.text)}</figcaption>
    </figure>
  </section>`}function _i({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${r("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${O(t.term)}</dt>
        <dd>${O(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function Fo(){let[e,t]=y(null),[n,a]=y("");T(()=>{document.title=r("Rules");let o=!0;return Xt||(Xt=G.rulebook().catch(l=>{throw Xt=null,l})),Xt.then(l=>{o&&t(l)},l=>{o&&a(V(l))}),()=>{o=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${r("On this page")}>
    <ol>
      ${e.duo.map(o=>i`<li><a href=${"#rule-"+o.id}>${O(o.title)}</a></li>`)}
      <li><a href="#classic">${r("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${r("Words of the game")}</a></li>
    </ol>
  </nav>`;return i`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${r("Rules")}</h1>
    <p class="rules-intro">${r("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&i`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&i`<p>${r("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(o=>i`<${wi} key=${o.id} idea=${o} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${r("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(o=>i`<p>${O(o)}</p>`)}
    </section>`}
    ${e&&i`<${_i} terms=${e.glossary} />`}
    <p><${R} href="/">${r("Back to the start page")}</${R}></p>
  </main>`}function ki(e,t,n){let a=P({}),[,s]=y(0),o=Date.now();for(let u of e)u.kind==="human"&&u.joined&&!u.connected&&u.seat!==t?u.seat in a.current||(a.current[u.seat]=o):delete a.current[u.seat];let l=Object.values(a.current).map(u=>u+n*1e3-o).filter(u=>u>0),c=l.length?Math.min(...l):null;return T(()=>{if(c===null)return;let u=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(u)},[c]),e.filter(u=>u.seat in a.current&&o-a.current[u.seat]>=n*1e3)}function zo({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let o=ki(e||[],t,n||30);return!a||o.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${o.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${r("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${r("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${r("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var Ko=200,xi=650,Si=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function Ci(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,o=(t.previous_events||[]).filter(u=>u.kind==="draw"&&u.info==="last_card"),l=[],c=null;return n.points.forEach((u,p)=>{if(p===n.out)return;let d=o.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...d.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,w)=>m+(Number(w.value)||0),0)===u&&$.length&&(c=f)}else e.handSizes&&u>0&&Ne(t)&&l.push({seat:p,count:e.handSizes[p]+d.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function Dn({game:e,spectator:t}){let n=t?null:qe(e),[a,s]=y(null),[o,l]=y(null),[c,u]=y([]),[p,d]=y("connecting"),[$,f]=y(""),[h,m]=y(""),[w,g]=y(null),[b,_]=y(!1),[k,x]=y([]),[v,I]=y(""),[C,W]=y(null),[M,F]=y(0),[ie,ne]=y(null),[H,J]=y(!1),[X,S]=y(null),[B,z]=y(!1),Q=P(null),Y=P(null),ce=P({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),re=P(null),be=P(null),he=P({held:null,release:null});T(()=>{if(z(!1),t||!n)return;let L=!0;return G.gameRating(e).then(N=>{L&&z(!!(N&&N.rated))},()=>{}),()=>{L=!1}},[e]),T(()=>{if(t||n)return;let L=!0;return G.game(e).then(()=>{L&&g(!0)},N=>{L&&g(!(N&&(N.status===404||N.code==="no_such_game"||N.code==="unknown_game")))}),()=>{L=!1}},[e]),T(()=>{if(!t&&!n)return;let L=(A,j)=>new Promise(Z=>{let ke=j&&j.instant?null:le("snapshot",Y.current);re.current={before:ke,resolve:Z},xe(A)}),N=(A,j)=>{let Z=he.current.held;return Z?(F(ke=>ke+1),Z.then(()=>(F(ke=>Math.max(0,ke-1)),L(A,j)))):L(A,j)},$e=le("createStateQueue",N,{}),ae=A=>{switch(A.type){case"welcome":s(A),be.current=A,u(A.players||[]),f("");break;case"state":if(A.seq<ce.current.queued)return;ce.current.queued=A.seq,$e?(Ee(A)&&$e.pending()>0&&$e.flush(),$e.push(A)):N(A);break;case"presence":u(A.players||[]);break;case"ack":break;case"hint":S(j=>bn(j,A));break;case"error":if(Ba.has(A.code)){S(j=>bn(j,A));break}_(!1),Si.has(A.code)?m(V(A,"table")):A.code!=="stale"&&f(V(A,"table"));break;case"rematch":_e(A.game,A.seat,A.token,{}),ee(`/game/${A.game}`);break;default:break}},E=t?new URLSearchParams(location.search).get("code"):null,q=new Ht(e,t?null:n.token,ae,d,E);return Q.current=q,()=>q.close()},[e,t]),se(()=>{let L=re.current;if(!L)return;re.current=null;let N=Y.current,$e=ce.current.fresh,ae=o&&o.view,E=null;if(N&&ae){L.before&&(E=le("flip",N,L.before,{leave:"none"}));for(let j of $e)if(j.kind==="play"||j.kind==="dump")Pe("play");else if(j.kind==="draw"||j.kind==="draft_take"||j.kind==="keep")Pe("draw");else if(j.kind==="uno"){Pe("uno");let Z=N.querySelector(j.seat===ae.seat?"[data-anchor=hand]":`[data-anchor=seat-${j.seat}]`);Z&&le("pulse",Z)}else if(j.kind==="color"){let Z=N.querySelector(".color-ring");Z&&le("pulse",Z)}else if(j.kind==="reveal"&&j.cards&&j.cards.length){let Z=N.querySelector("[data-testid=revealed-hand]");Z&&le("revealHand",Z)}let A=ce.current.prev;if(A&&ae.pending_draw>A.pending_draw){let j=N.querySelector("[data-testid=pending-draw]");j&&le("pulse",j)}Ee(o)&&!(A&&A.myTurn)&&Pe("turn"),ae.match_over&&!(A&&A.over)&&(Pe(ae.winner===ae.seat?"win":"lose"),ae.winner!==null&&ae.winner===ae.seat&&le("celebrate",N)),ce.current.prev={pending_draw:ae.pending_draw,myTurn:Ee(o),over:ae.match_over}}let q=le("reducedMotion");if(!E||q){L.resolve();return}Promise.race([Promise.resolve(E),new Promise(A=>setTimeout(A,xi))]).then(()=>L.resolve(),()=>L.resolve())},[o]);let ue=Ee(o)&&!C;T(()=>{let L=r("UNO Duo");document.title=ue?r("● Your turn — {title}",{title:L}):L},[ue,o&&o.seq]);function xe(L){let N=L.view,$e=L.players||[],ae=N.seat,E=ce.current,q=L.status==="waiting",A=[],j=E.round!==null&&E.round!==N.round;if(j&&!q&&Array.isArray(L.previous_narration))for(let de of L.previous_narration.slice(E.count))de&&A.push(de);if(E.rounds!==null&&N.rounds.length>E.rounds){let de=N.rounds[N.rounds.length-1];if(!N.match_over){let dt=Ci(E,N,de,(be.current||{}).card_points);ve(),W({number:N.rounds.length,result:de,scores:N.scores,before:E.scores||null,scored:dt})}}j&&ne(null);let Z=E.round===N.round&&E.count<=N.events.length?E.count:0,ke=q?[]:N.events.slice(Z),Zt=L.narration||[],lt=L.events_from||0,ct=[];ke.forEach((de,dt)=>{let xt=Zt[Z+dt-lt];xt&&ct.push(xt)}),A.push(...ct);for(let de of ke)de.kind==="reveal"&&de.cards&&de.cards.length&&ne({seat:de.seat,cards:de.cards,key:`${N.round}-${L.seq}`});E.fresh=ke,q||(E.round=N.round,E.count=N.events.length,E.rounds=N.rounds.length,E.scores=N.scores,E.hand=N.hand||null,E.handSizes=N.hand_sizes||null),E.seq=L.seq,A.length&&x(de=>{let dt=L.seq*1e3,xt=A.map((Jo,qn)=>({key:`${dt+qn}-${de.length+qn}`,say:()=>O(Jo)}));return de.concat(xt).slice(-Ko)}),L.lastTold=(Z>0?A:A.slice(-1)).slice(-3);let we=q?"":O(L.prompt),Je=L.last&&L.last.seat!==ae?L.lastTold.map(O).join(" "):"";I(Je?`${Je} ${we}`:we),u($e),l(L),_(!1)}function ve(){let L=he.current;L.held||(L.held=new Promise(N=>{L.release=()=>{L.held=null,L.release=null,N()}}))}let rt=()=>{W(null),he.current.release&&he.current.release()},st=(L,N)=>{if(!o||b)return;let $e=Q.current;if(!$e||!$e.send({type:"action",seq:o.seq,action:L})){f(r("Not connected. Reconnecting…"));return}if(N){let ae=O(N.label);x(E=>E.concat([{key:`auto-${o.seq}`,say:()=>r("Answered for you: {what}",{what:ae})}]).slice(-Ko))}ne(null),f(""),_(!0)},Qt=()=>{o&&Q.current&&Q.current.send({type:"hint",seq:o.seq})&&S({seq:o.seq,status:"asking"})},it=()=>{Q.current&&Q.current.send({type:"rematch"})&&J(!0)};if(h)return i`<${zt} title=${h} testid="table-fatal" />`;if(!t&&!n)return w===!1?i`<${zt} title=${r("No such game.")} testid="table-fatal" />`:w===null?i`<main class="page" data-testid="loading"><p>${r("Loading…")}</p></main>`:i`<${zt} title=${r("You have no seat in this game")} testid="no-seat"
      text=${r("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let kt=!!o&&o.status==="waiting";return i`<main class=${"page table-page"+(ue?" my-turn":"")} data-testid="table" ref=${Y}
      data-seq=${o?o.seq:-1}
      data-connection=${p} data-decision=${o?o.view.decision:""} data-sending=${b?"true":"false"}
      data-round=${o?o.view.round:""} data-status=${o?o.status:""}
      data-my-turn=${ue?"true":"false"}>
    <h1 class="visually-hidden">${a?Ce(a.ruleset):r("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${v}</div>
    <${_o} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${kt&&i`<${ko} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${zo} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!o&&o.status==="playing"}
      letBotPlay=${L=>Q.current&&Q.current.send({type:"let_bot_play",seat:L})} />`}
    ${o&&!kt?i`<${Kt} st=${o} players=${c} send=${st} sending=${b} log=${k}
          roundOver=${C&&{...C,held:M}} closeRoundOver=${rt} askRematch=${it}
          rematchAsked=${H} game=${e} reveal=${ie} closeReveal=${()=>ne(null)}
          hint=${X&&X.seq===o.seq?X:null} askHint=${Qt} closeHint=${()=>S(null)}
          rated=${B}
          rules=${a&&a.rules||[]} />`:!o&&i`<p class="table-message" data-testid="loading">${r("Connecting to the game…")}</p>`}
  </main>`}function Ti(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function Ri(){let e=We().languages||{en:"English"},t=n=>ln(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${r("Language")}</span>
    <select data-testid="language" onChange=${t} value=${Te()} aria-label=${r("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===Te()}>${a}</option>`)}
    </select>
  </label>`}function Ei(){let e=Ze(),t=e?e.name:r("Log in");return i`<header class="site-header">
    <${R} href="/" testid="home-link" cls="brand">${r("UNO Duo")}</${R}>
    <nav aria-label=${r("Main")}>
      <${R} href="/learn" testid="learn-link">${r("Learn")}</${R}>
      <${R} href="/rules" testid="rules-link">${r("Rules")}</${R}>
      <${R} href="/rated" testid="rated-link">${r("Rated play")}</${R}>
      <${R} href="/leaderboard" testid="leaderboard-link">${r("Leaderboard")}</${R}>
      <${R} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${R}>
    </nav>
    <${Ri} />
  </header>`}function Mi(){let[e,t]=y(location.pathname),[,n]=y(Te());T(()=>{let o=()=>t(location.pathname);window.addEventListener("popstate",o),window.addEventListener("unoduo:navigate",o);let l=Pt(c=>n(c));return()=>{window.removeEventListener("popstate",o),window.removeEventListener("unoduo:navigate",o),l()}},[]);let a=Ti(e),s;switch(a.page){case"home":s=i`<${Oa} />`;break;case"game":s=i`<${Dn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${Dn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${Ua} code=${a.code} />`;break;case"replay":s=i`<${Yo} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${Fo} />`;break;case"learn":s=i`<${Io} />`;break;case"lesson":s=i`<${Do} key=${a.id} id=${a.id} />`;break;case"account":s=i`<${Pa} />`;break;case"rated":s=i`<${Da} />`;break;case"leaderboard":s=i`<${Ia} />`;break;case"profile":s=i`<${Na} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${r("Page not found")}</h1>
        <p><${R} href="/">${r("Back to the start page")}</${R}></p></main>`}return i`<${Ei} />${s}`}async function Ai(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&qa();let e=_a();try{Ea(await G.meta())}catch{}await Promise.all([ln(ga(We().languages)),e]),ua(i`<${Mi} />`,document.getElementById("app")),document.body.dataset.ready="true"}Ai();function Vo(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?Vo():window.addEventListener("load",Vo,{once:!0});
