var br=Object.defineProperty;var zn=(e,t)=>{for(var n in t)br(e,n,{get:t[n],enumerable:!0})};var Ot,q,ia,ut,la,Kn,vr,At={},ca=[],wr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Ie(e,t){for(var n in t)e[n]=t[n];return e}function da(e){var t=e.parentNode;t&&t.removeChild(e)}function ua(e,t,n){var a,s,o,l={};for(o in t)o=="key"?a=t[o]:o=="ref"?s=t[o]:l[o]=t[o];if(arguments.length>2&&(l.children=arguments.length>3?Ot.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(o in e.defaultProps)l[o]===void 0&&(l[o]=e.defaultProps[o]);return Rt(e,l,a,s,null)}function Rt(e,t,n,a,s){var o={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++ia};return q.vnode!=null&&q.vnode(o),o}function Pt(e){return e.children}function Et(e,t){this.props=e,this.context=t}function tt(e,t){if(t==null)return e.__?tt(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?tt(e):null}function pa(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return pa(e)}}function Vn(e){(!e.__d&&(e.__d=!0)&&ut.push(e)&&!Lt.__r++||Kn!==q.debounceRendering)&&((Kn=q.debounceRendering)||la)(Lt)}function Lt(){for(var e;Lt.__r=ut.length;)e=ut.sort(function(t,n){return t.__v.__b-n.__v.__b}),ut=[],e.some(function(t){var n,a,s,o,l,c;t.__d&&(l=(o=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Ie({},o)).__v=o.__v+1,rn(c,o,s,n.__n,c.ownerSVGElement!==void 0,o.__h!=null?[l]:null,a,l??tt(o),o.__h),ma(a,o),o.__e!=l&&pa(o)))})}function fa(e,t,n,a,s,o,l,c,u,p){var d,$,f,h,m,v,g,b=a&&a.__k||ca,k=b.length;for(n.__k=[],d=0;d<t.length;d++)if((h=n.__k[d]=(h=t[d])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?Rt(null,h,null,null,h):Array.isArray(h)?Rt(Pt,{children:h},null,null,null):h.__b>0?Rt(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=b[d])===null||f&&h.key==f.key&&h.type===f.type)b[d]=void 0;else for($=0;$<k;$++){if((f=b[$])&&h.key==f.key&&h.type===f.type){b[$]=void 0;break}f=null}rn(e,h,f=f||At,s,o,l,c,u,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(v==null&&(v=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=u=ha(h,u,e):u=$a(e,h,f,b,m,u),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=u):e.value=""):u&&f.__e==u&&u.parentNode!=e&&(u=tt(f))}for(n.__e=v,d=k;d--;)b[d]!=null&&(typeof n.type=="function"&&b[d].__e!=null&&b[d].__e==n.__d&&(n.__d=tt(a,d+1)),ya(b[d],b[d]));if(g)for(d=0;d<g.length;d++)ga(g[d],g[++d],g[++d])}function ha(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?ha(s,t,n):$a(n,s,s,e.__k,s.__e,t));return t}function $a(e,t,n,a,s,o){var l,c,u;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=o||s.parentNode==null)e:if(o==null||o.parentNode!==e)e.appendChild(s),l=null;else{for(c=o,u=0;(c=c.nextSibling)&&u<a.length;u+=2)if(c==s)break e;e.insertBefore(s,o),l=o}return l!==void 0?l:s.nextSibling}function Jn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||wr.test(t)?n:n+"px"}function Tt(e,t,n,a,s){var o;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||Jn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||Jn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")o=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+o]=n,n?a||e.addEventListener(t,o?Qn:Xn,o):e.removeEventListener(t,o?Qn:Xn,o);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Xn(e){this.l[e.type+!1](q.event?q.event(e):e)}function Qn(e){this.l[e.type+!0](q.event?q.event(e):e)}function rn(e,t,n,a,s,o,l,c,u){var p,d,$,f,h,m,v,g,b,k,_,x=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(u=n.__h,c=t.__e=n.__e,t.__h=null,o=[c]),(p=q.__b)&&p(t);try{e:if(typeof x=="function"){if(g=t.props,b=(p=x.contextType)&&a[p.__c],k=p?b?b.props.value:p.__:a,n.__c?v=(d=t.__c=n.__c).__=d.__E:("prototype"in x&&x.prototype.render?t.__c=d=new x(g,k):(t.__c=d=new Et(g,k),d.constructor=x,d.render=kr),b&&b.sub(d),d.props=g,d.state||(d.state={}),d.context=k,d.__n=a,$=d.__d=!0,d.__h=[]),d.__s==null&&(d.__s=d.state),x.getDerivedStateFromProps!=null&&(d.__s==d.state&&(d.__s=Ie({},d.__s)),Ie(d.__s,x.getDerivedStateFromProps(g,d.__s))),f=d.props,h=d.state,$)x.getDerivedStateFromProps==null&&d.componentWillMount!=null&&d.componentWillMount(),d.componentDidMount!=null&&d.__h.push(d.componentDidMount);else{if(x.getDerivedStateFromProps==null&&g!==f&&d.componentWillReceiveProps!=null&&d.componentWillReceiveProps(g,k),!d.__e&&d.shouldComponentUpdate!=null&&d.shouldComponentUpdate(g,d.__s,k)===!1||t.__v===n.__v){d.props=g,d.state=d.__s,t.__v!==n.__v&&(d.__d=!1),d.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(w){w&&(w.__=t)}),d.__h.length&&l.push(d);break e}d.componentWillUpdate!=null&&d.componentWillUpdate(g,d.__s,k),d.componentDidUpdate!=null&&d.__h.push(function(){d.componentDidUpdate(f,h,m)})}d.context=k,d.props=g,d.state=d.__s,(p=q.__r)&&p(t),d.__d=!1,d.__v=t,d.__P=e,p=d.render(d.props,d.state,d.context),d.state=d.__s,d.getChildContext!=null&&(a=Ie(Ie({},a),d.getChildContext())),$||d.getSnapshotBeforeUpdate==null||(m=d.getSnapshotBeforeUpdate(f,h)),_=p!=null&&p.type===Pt&&p.key==null?p.props.children:p,fa(e,Array.isArray(_)?_:[_],t,n,a,s,o,l,c,u),d.base=t.__e,t.__h=null,d.__h.length&&l.push(d),v&&(d.__E=d.__=null),d.__e=!1}else o==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=_r(n.__e,t,n,a,s,o,l,u);(p=q.diffed)&&p(t)}catch(w){t.__v=null,(u||o!=null)&&(t.__e=c,t.__h=!!u,o[o.indexOf(c)]=null),q.__e(w,t,n)}}function ma(e,t){q.__c&&q.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){q.__e(a,n.__v)}})}function _r(e,t,n,a,s,o,l,c){var u,p,d,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),o!=null){for(;m<o.length;m++)if((u=o[m])&&(u===e||(h?u.localName==h:u.nodeType==3))){e=u,o[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),o=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(o=o&&Ot.call(e.childNodes),p=($=n.props||At).dangerouslySetInnerHTML,d=f.dangerouslySetInnerHTML,!c){if(o!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(d||p)&&(d&&(p&&d.__html==p.__html||d.__html===e.innerHTML)||(e.innerHTML=d&&d.__html||""))}if((function(v,g,b,k,_){var x;for(x in b)x==="children"||x==="key"||x in g||Tt(v,x,null,b[x],k);for(x in g)_&&typeof g[x]!="function"||x==="children"||x==="key"||x==="value"||x==="checked"||b[x]===g[x]||Tt(v,x,g[x],b[x],k)})(e,f,$,s,c),d)t.__k=[];else if(m=t.props.children,fa(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",o,l,o?o[0]:n.__k&&tt(n,0),c),o!=null)for(m=o.length;m--;)o[m]!=null&&da(o[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&Tt(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&Tt(e,"checked",m,$.checked,!1))}return e}function ga(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){q.__e(a,n)}}function ya(e,t,n){var a,s;if(q.unmount&&q.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||ga(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(o){q.__e(o,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&ya(a[s],t,typeof e.type!="function");n||e.__e==null||da(e.__e),e.__e=e.__d=void 0}function kr(e,t,n){return this.constructor(e,n)}function ba(e,t,n){var a,s,o;q.__&&q.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,o=[],rn(t,e=(!a&&n||t).__k=ua(Pt,null,[e]),s||At,At,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?Ot.call(t.childNodes):null,o,!a&&n?n:s?s.__e:t.firstChild,a),ma(o,e)}Ot=ca.slice,q={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(o){e=o}throw e}},ia=0,Et.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Ie({},this.state),typeof e=="function"&&(e=e(Ie({},n),this.props)),e&&Ie(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),Vn(this))},Et.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Vn(this))},Et.prototype.render=Pt,ut=[],la=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Lt.__r=0,vr=0;var ft,be,Zn,pt=0,an=[],ea=q.__b,ta=q.__r,na=q.diffed,aa=q.__c,oa=q.unmount;function Nt(e,t){q.__h&&q.__h(be,e,pt||t),pt=0;var n=be.__H||(be.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return pt=1,xr(wa,e)}function xr(e,t,n){var a=Nt(ft++,2);return a.t=e,a.__c||(a.__=[n?n(t):wa(void 0,t),function(s){var o=a.t(a.__[0],s);a.__[0]!==o&&(a.__=[o,a.__[1]],a.__c.setState({}))}],a.__c=be),a.__}function C(e,t){var n=Nt(ft++,3);!q.__s&&sn(n.__H,t)&&(n.__=e,n.__H=t,be.__H.__h.push(n))}function ie(e,t){var n=Nt(ft++,4);!q.__s&&sn(n.__H,t)&&(n.__=e,n.__H=t,be.__h.push(n))}function O(e){return pt=5,He(function(){return{current:e}},[])}function He(e,t){var n=Nt(ft++,7);return sn(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function va(e,t){return pt=8,He(function(){return e},t)}function Sr(){an.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(Mt),e.__H.__h.forEach(on),e.__H.__h=[]}catch(t){e.__H.__h=[],q.__e(t,e.__v)}}),an=[]}q.__b=function(e){be=null,ea&&ea(e)},q.__r=function(e){ta&&ta(e),ft=0;var t=(be=e.__c).__H;t&&(t.__h.forEach(Mt),t.__h.forEach(on),t.__h=[])},q.diffed=function(e){na&&na(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(an.push(t)!==1&&Zn===q.requestAnimationFrame||((Zn=q.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(o),ra&&cancelAnimationFrame(a),setTimeout(n)},o=setTimeout(s,100);ra&&(a=requestAnimationFrame(s))})(Sr)),be=void 0},q.__c=function(e,t){t.some(function(n){try{n.__h.forEach(Mt),n.__h=n.__h.filter(function(a){return!a.__||on(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],q.__e(a,n.__v)}}),aa&&aa(e,t)},q.unmount=function(e){oa&&oa(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(Mt)}catch(n){q.__e(n,t.__v)}};var ra=typeof requestAnimationFrame=="function";function Mt(e){var t=be;typeof e.__c=="function"&&e.__c(),be=t}function on(e){var t=be;e.__c=e.__(),be=t}function sn(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function wa(e,t){return typeof t=="function"?t(e):t}var _a=function(e,t,n,a){var s;t[0]=0;for(var o=1;o<t.length;o++){var l=t[o++],c=t[o]?(t[0]|=l?1:2,n[t[o++]]):t[++o];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++o]]=c:l===6?a[1][t[++o]]+=c+"":l?(s=e.apply(c,_a(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[o-2]=0,t[o]=s)):a.push(c)}return a},sa=new Map,i=function(e){var t=sa.get(this);return t||(t=new Map,sa.set(this,t)),(t=_a(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,o=1,l="",c="",u=[0],p=function(f){o===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,l):o===3&&(f||l)?(u.push(3,f,l),o=2):o===2&&l==="..."&&f?u.push(4,f,0):o===2&&l&&!f?u.push(5,0,!0,l):o>=5&&((l||!f&&o===5)&&(u.push(o,0,l,s),o=6),f&&(u.push(o,f,0,s),o=6)),l=""},d=0;d<n.length;d++){d&&(o===1&&p(),p(d));for(var $=0;$<n[d].length;$++)a=n[d][$],o===1?a==="<"?(p(),u=[u],o=3):l+=a:o===4?l==="--"&&a===">"?(o=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),o=1):o&&(a==="="?(o=5,s=l,l=""):a==="/"&&(o<5||n[d][$+1]===">")?(p(),o===3&&(u=u[0]),o=u,(u=u[0]).push(2,0,o),o=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),o=2):l+=a),o===3&&l==="!--"&&(o=4,u=u[0])}return p(),u})(e)),t),arguments,[])).length>1?t:t[0]}.bind(ua);var Ce={lang:"en",dir:"ltr",messages:{}},ln=e=>e!==1?1:0,cn=new Set,xa="unoduo.lang";function dn(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function r(e,t){let n=Ce.messages[e];return dn(typeof n=="string"&&n?n:e,t)}function D(e,t,n,a){let s=Object.assign({n},a||{}),o=Ce.messages[e];if(Array.isArray(o)&&o.length){let l=ln(n);if(l>=0&&l<o.length&&o[l])return dn(o[l],s)}return dn(n===1?e:t,s)}function Le(){return Ce.lang}function It(e){return cn.add(e),()=>cn.delete(e)}var ht=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function Cr(e){let t=[];ht.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;ht.lastIndex<n.length;){let g=ht.lastIndex,b=ht.exec(n);if(!b)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(b[1]),/^\s*$/.test(n.slice(ht.lastIndex)))break}let a=0,s=()=>t[a],o=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,b)=>()=>{let k=g();for(;b.includes(s());){let _=o(),x=g(),w=k;k=A=>Tr(_,w(A),x(A))}return k};function c(){let g=o();if(g==="n")return b=>b;if(g==="("){let b=m();return o(")"),b}if(g==="!"){let b=c();return k=>b(k)?0:1}if(g==="-"){let b=c();return k=>-b(k)}if(/^\d+$/.test(g||"")){let b=Number(g);return()=>b}throw new Error(`unexpected ${g} in ${n}`)}let u=l(c,["*","/","%"]),p=l(u,["+","-"]),d=l(p,["<",">","<=",">="]),$=l(d,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;o("?");let b=m();o(":");let k=m();return _=>g(_)?b(_):k(_)}let v=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(v(g))}function Tr(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function Sa(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(xa)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let o=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(o))return o}return"en"}var Rr=new Set(["ml","kn","ur"]);function ka(e){if(!Rr.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function un(e,t=!1){ka(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{ln=Cr(n.plural||"(n != 1)")}catch{ln=s=>s!==1?1:0}if(Ce={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},ka(Ce.lang),document.documentElement.lang=Ce.lang,document.documentElement.dir=Ce.dir,t)try{localStorage.setItem(xa,Ce.lang)}catch{}for(let a of cn)a(Ce.lang);return Ce.lang}var Ca="unoduo.seats",Ta="unoduo.name",We=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function Mr(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function J(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return r("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||r("That move is not allowed now.");case"not_your_turn":return r("It is not your turn.");case"waiting":return r("Wait until every player has joined.");case"spectator":return r("Spectators cannot play.");case"unauthorized":case"no_seat":return r("This browser does not hold a seat in this game.");case"unknown_code":return r("No game has this code.");case"game_full":return r("This game is already full.");case"private_game":return r("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return r("No such game.");case"not_over":case"not_finished":return r("The match is not over yet.");case"no_such_round":return r("This match has no such round.");case"expired":return t==="table"?r("This game expired after a long time without a move; it can only be looked at now."):r("This invitation has expired: ask for a new one.");case"broken":return r("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?r("Too many messages. Reconnecting…"):t==="create"?a?D("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):r("You started too many games in a short time. Try again in a minute."):a?D("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):r("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?D("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):r("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return r("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return r("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?r("You are already watching as many games as you may. Close one of them and try again."):r("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return r("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return r("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return r("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return r("This page is not allowed to use this server.");case"server":return r("The server could not do that; nothing changed. Try again.");case"network":return r("The server cannot be reached. Try again.");case"name_taken":return r("This name is taken; choose another.");case"name_reserved":return r("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||r("This name looks like another one; choose another.");case"duplicate_cookie":return r("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return r("Wrong name or password.");case"bad_name":return r("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?r("The current password is wrong."):r("A password has 8 to 128 characters and is not your name.");case"login_limited":return r("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return r("The server is busy with other logins; try again in a moment.");case"login_required":return r("Log in first.");case"csrf":return r("This page is out of date. Reload it and try again.");case"no_such_player":return r("There is no player with this name.");default:return e&&e.message||r("Something went wrong. Try again.")}}var pn="",$t=null,fn=new Set;async function V(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&pn&&(s["X-CSRF-Token"]=pn);let o=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),l=o&&Be(decodeURIComponent(o[1]));l&&l.token&&(s["X-Seat-Token"]=l.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(u){throw new We(0,"network",String(u&&u.message?u.message:u))}let c=null;try{c=await a.json()}catch{c=null}if(!a.ok){let u=c&&c.error||{};throw new We(a.status,u.code||`http_${a.status}`,u.message||"",Mr(a))}return c}async function hn(e){let t=await V("GET",e);if(!t)throw new We(0,"bad_response","");return t}var B={meta:()=>V("GET","/api/meta"),options:()=>V("GET","/api/options"),rulebook:()=>V("GET","/api/rulebook"),createGame:e=>V("POST","/api/games",e),join:(e,t)=>V("POST","/api/join",{code:e,name:t}),invitation:e=>V("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>V("POST","/api/my-games",{tokens:e}),lobby:e=>V("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>V("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>V("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>V("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>V("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>V("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>V("GET","/api/queue"),enterQueue:e=>V("POST","/api/queue",e),leaveQueue:()=>V("POST","/api/queue/leave",{}),changePassword:(e,t)=>V("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>V("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>V("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),lesson:(e,t,n)=>V("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>V("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Dt(e){if(e&&typeof e.csrf=="string"&&(pn=e.csrf),e&&"account"in e){$t=e.account||null;for(let t of fn)t($t)}return e}function Ra(){return $t}function Ea(e){return fn.add(e),()=>fn.delete(e)}async function Ma(){try{Dt(await V("GET","/api/account"))}catch{$t=null}return $t}async function Aa(e,t,n){return Dt(await V("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:$n().slice(-200)}))}async function La(){return Dt(await V("POST","/api/account/logout",{}))}async function Oa(e){return Dt(await V("POST","/api/account/delete",{password:e}))}function qt(){try{let e=JSON.parse(localStorage.getItem(Ca)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function ke(e,t,n,a){let s=qt();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(Ca,JSON.stringify(s))}catch{}}function Be(e){return qt()[e]||null}function jt(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(qt()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function $n(){return Object.values(qt()).map(e=>e.token).filter(e=>typeof e=="string")}function nt(){try{return localStorage.getItem(Ta)||""}catch{return""}}function Ge(e){try{localStorage.setItem(Ta,e)}catch{}}var Ut=["R","Y","G","B"],Ye={R:"■",Y:"▲",G:"●",B:"◆"};function ve(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function $e(e){switch(e){case"R":return r("Red");case"Y":return r("Yellow");case"G":return r("Green");case"B":return r("Blue");default:return""}}function mn(e){switch(e){case"S":return r("Skip");case"R":return r("Reverse");case"+2":return r("Draw 2");case"W":return r("Wild");case"W+4":return r("Wild Draw 4");default:return e}}function De(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=ve(e);return s?t?r("{card} ({color})",{card:mn(a),color:$e(t)}):mn(a):r("{color} {rank}",{color:$e(n),rank:mn(a)})}function Na(e){return e.map(t=>De(t)).join(r(", "))}var Ia={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},Ar={R:"square",Y:"triangle",G:"circle",B:"diamond"},Lr={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Pa(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function Or(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function gn({rank:e,x:t,y:n,size:a,ink:s,stroke:o}){let l=Or(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${o||"none"} stroke-width=${o?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let u=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-u} ${n-p}H${t+u}M${t+u-p} ${n-2*p}L${t+u} ${n-p}L${t+u-p} ${n}`} />
    <path d=${`M${t+u} ${n+p}H${t-u}M${t-u+p} ${n}L${t-u} ${n+p}L${t-u+p} ${n+2*p}`} /></g>`}function Pr(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=o=>[e+n*Math.cos(o*Math.PI/180),t+n*Math.sin(o*Math.PI/180)];return a.map(([o,l,c])=>{let[u,p]=s(l),[d,$]=s(c);return i`<path d=${`M${e} ${t}L${u} ${p}A${n} ${n} 0 0 1 ${d} ${$}z`} fill=${Ia[o]} />`})}function Nr({code:e}){let{color:t,rank:n,wild:a}=ve(e),s=a?"#1c1c22":Ia[t],o=a?"#ffffff":Lr[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(u,p)=>a?null:i`<path d=${Pa(t,u,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${Pr(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+Ar[t]}
          d=${Pa(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${o} stroke-width="1.5" />`}
    <${gn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${o}
      stroke=${a?"#1c1c22":null} />
    <${gn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${gn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function Ir(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function te({code:e,onPlay:t,disabled:n,named:a,size:s,badge:o,selected:l,testid:c,extraClass:u,keyHandler:p,cardKey:d,from:$,style:f}){let{color:h,wild:m}=ve(e),v=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",u||""].join(" "),g=De(e,a),b=i`<${Nr} code=${e} />
    ${o?i`<span class="card-badge" aria-hidden="true">${o}</span>`:null}`;return t!==void 0?i`<button
      type="button"
      class=${v+(n?" card-disabled":" card-playable")}
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
    >${b}</button>`:i`<span class=${v} role="img" aria-label=${g} data-card=${e} data-testid=${c||null}
    data-card-key=${d||null} data-from=${$||null} style=${f||null}
    >${b}</span
  >`}function Fe({size:e,label:t,testid:n,cardKey:a,from:s,style:o}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${o||null}
    ><${Ir} /></span
  >`}var yn={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function Z(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function ze(){return yn}function Da(e){yn=Object.assign({},yn,e||{})}function R({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${o=>{o.ctrlKey||o.metaKey||o.shiftKey||o.button!==0||(o.preventDefault(),Z(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var Dr=r,qr=D;function N(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=N(a);return typeof e.plural=="string"?qr(e.id,e.plural,Number(e.n),t):Dr(e.id,t)}var Ht=null;function jr(){let[e,t]=y(null);return C(()=>{let n=!0;return Ht||(Ht=B.options().catch(a=>{throw Ht=null,a})),Ht.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function Ur(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function Hr({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=N(e.label||e.description),o=i`<span class="option-hint muted">${N(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${l} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${o}</label>`}if(e.type==="choice"){let l=t===void 0?e.default:t;return i`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>i`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===l}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${N(c.label||c.description)}</span></label>`)}
      ${o}</fieldset>`}return i`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${l=>n(l.target.value)} />${o}</label>`}function Wr({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let o=(t||[]).map(u=>u.id),l=e.filter(u=>!o.includes(u.group)),c=(u,p,d)=>d.length>0&&i`<div class="option-group" data-group=${u}
    data-testid=${"option-group-"+u}>
    ${p&&i`<h3>${p}</h3>`}
    ${d.map($=>i`<${Hr} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(u=>c(u.id,N(u.title),e.filter(p=>p.group===u.id)))}
    ${c("other","",l)}`}function Br(e){return e==="classic"?r("Classic UNO (2 to 10 players)"):r("UNO Duo (two players)")}function qa({checkName:e}){let t=ze(),[n,a]=y("duo"),[s,o]=y("bot"),[l,c]=y("easy"),[u,p]=y(2),[d,$]=y("default"),[f,h]=y("30"),m=jr(),v=m&&m.rulesets||null,g=m&&m.presets||[],[b,k]=y("official"),[_,x]=y(!1),[w,A]=y({duo:{},classic:{}}),S=w[n]||{},H=T=>I=>{k("custom"),A(Object.assign({},w,{[n]:Object.assign({},S,{[T]:I})}))},L=T=>{if(k(T.id),T.id==="custom"){x(!0);return}A({duo:Object.assign({},T.options.duo),classic:Object.assign({},T.options.classic)})},[W,ue]=y(!1),[se,le]=y(""),j=async T=>{T.preventDefault();let I=e();if(I===null)return;ue(!0),le("");let Y={ruleset:n,opponent:s,difficulty:l,name:I};n==="classic"&&(Y.players=Number(u),s!=="bot"&&(Y.humans=2)),s!=="bot"&&d!=="default"&&!(s==="public"&&d==="off")&&(Y.turn_timer=d==="off"?null:Number(d)),s==="friend"&&(Y.leave_notice=Number(f));let ne=Ur(v&&v[n],S);Object.keys(ne).length&&(Y.options=ne);try{Ge(Y.name);let F=await B.createGame(Y);ke(F.game,F.seat,F.token,{join_code:F.join_code,invite_url:F.invite_url}),Z(`/game/${F.game}`)}catch(F){le(J(F,"create")),ue(!1)}},Q=s==="bot"?r("Play"):s==="public"?r("Create the public game"):r("Create the invitation");return i`<form class="new-game" onSubmit=${j} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${r("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(T=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${T} checked=${n===T} data-testid=${"ruleset-"+T}
          onChange=${()=>a(T)} /> ${Br(T)}</label>`)}
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
      <select data-testid="difficulty" value=${l} onChange=${T=>c(T.target.value)}>
        ${(t.difficulties||[]).map(T=>i`<option value=${T} selected=${T===l}>
          ${Ke(T)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&i`<label class="field">
      <span>${r("Players")}</span>
      <input type="number" min="2" max="10" value=${u} data-testid="players" inputmode="numeric"
        onInput=${T=>p(T.target.value)} />
    </label>`}
    ${s!=="bot"&&i`<label class="field">
      <span>${r("Time for each move")}</span>
      <select data-testid="turn-timer" value=${d} onChange=${T=>$(T.target.value)}>
        <option value="default" selected=${d==="default"}>${r("The server's setting")}</option>
        ${s==="friend"&&i`<option value="off" selected=${d==="off"}>${r("No limit")}</option>`}
        ${[30,60,120,300].map(T=>i`<option value=${String(T)} selected=${d===String(T)}>
          ${D("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",T)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${r("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${T=>h(T.target.value)}>
        ${[15,30,60,120,300].map(T=>i`<option value=${String(T)} selected=${f===String(T)}>
          ${D("offer a bot after {n} second","offer a bot after {n} seconds",T)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${r("Rule options")}</legend>
      ${g.map(T=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${T.id} checked=${b===T.id} data-testid=${"preset-"+T.id}
          onChange=${()=>L(T)} />
        <span><strong>${N(T.label)}</strong> <span class="muted">${N(T.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${_}
      onToggle=${T=>x(T.currentTarget.open)}>
      <summary>${r("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${Wr} specs=${v&&v[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${S} setOption=${H} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${W} data-testid="start-game">
      ${Q}</button>
    ${se&&i`<p class="error" role="alert" data-testid="new-game-error">${se}</p>`}
  </form>`}function Ke(e){switch(e){case"easy":return r("Easy");case"medium":return r("Medium");case"hard":return r("Hard");case"expert":return r("Expert");default:return e||""}}function Te(e){return e==="classic"?r("Classic UNO"):r("UNO Duo")}function Gr(e){switch(e){case"waiting":return r("Waiting for players");case"playing":return r("In progress");case"over":return r("Finished");default:return e||""}}var Yr=5e3;function Fr(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?r("created just now"):D("created {n} minute ago","created {n} minutes ago",t)}function zr({game:e}){let t=jt(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,o=()=>Z(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Te(e.ruleset)}</strong>
      <span> · ${r("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${D("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${D("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${D("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${D("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${r("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${Fr(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${o}>${t?r("Open your game"):r("Join")}</button>
  </li>`}function Kr(){let[e,t]=y(null),[n,a]=y(""),[s,o]=y(""),[l,c]=y(!1),u=O(!1),p=O(!0),d=O(1),$=va(async v=>{if(!u.current){u.current=!0;try{let g=new Set,b=[],k=0,_=null;for(let x=0;x<d.current;x++){let w=await B.lobby(k);for(let A of Array.isArray(w&&w.games)?w.games:[])g.has(A.game)||b.push(A),g.add(A.game);if(_=w&&Number.isInteger(w.next)?w.next:null,_===null)break;k=_}if(!p.current)return;t(b),c(_!==null),a(""),v===!0&&o(D("{n} public game is waiting for players.","{n} public games are waiting for players.",b.length))}catch(g){p.current&&a(J(g))}finally{u.current=!1}}},[]);C(()=>{p.current=!0,$();let v=setInterval(()=>{document.visibilityState==="visible"&&$()},Yr),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(v),document.removeEventListener("visibilitychange",g)}},[$]);let f=r("Loading…"),h=r("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(v=>i`<${zr} key=${v.game} game=${v} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${r("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${r("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{d.current+=1,$(!0)}}>${r("Show more games")}</button>`}
  </section>`}function Vr(){let[e,t]=y("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&Z(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${r("Join a friend")}</h2>
    <label class="field">
      <span>${r("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${r("Join")}</button>
  </form>`}function Jr(){let[e,t]=y(null),[n,a]=y("");return C(()=>{let s=$n();if(!s.length){t([]);return}B.myGames(s.slice(-200)).then(o=>t(o.games||[]),o=>a(J(o)))},[]),n?i`<section class="panel"><h2>${r("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${r("My games")}</h2><p>${r("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${r("My games")}</h2>
    ${e.length===0?i`<p>${r("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${R} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Te(s.ruleset)}: ${s.players.map((o,l)=>i`${l?" · ":""}<bdi>${o.name||r("Seat {n}",{n:o.seat+1})}</bdi> ${s.scores[o.seat]??""}`)}
          </${R}>
          <span class="muted"> — ${Gr(s.status)}</span>
          ${s.status==="over"&&i` <${R} href=${`/game/${s.game}`}>${r("Score sheet")}</${R}>`}
        </li>`)}
      </ul>`}
  </section>`}var ja="unoduo.visited";function Xr(){try{let e=localStorage.getItem(ja);return localStorage.setItem(ja,"1"),!e}catch{return!1}}var bn=null,Ua=["R7","Y+2","W+4","G+2","BR"];function Qr(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${Ua.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(Ua.length-1)/2}`}>
      <${te} code=${e} /></span>`)}
  </div>`}function Zr(){let[e,t]=y(nt()),[n,a]=y(""),s=O(null),o=()=>{let c=e.trim().slice(0,32);return c?(a(""),Ge(c),c):(a(r("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${r("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&Ge(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:o}}function es({name:e,first:t}){let[n,a]=y(!1),[s,o]=y(""),l=async()=>{let p=e.check();if(p!==null){a(!0),o("");try{let d=await B.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});ke(d.game,d.seat,d.token,{}),Z(`/game/${d.game}`)}catch(d){o(J(d,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),Z("/learn")}}>${r("Learn UNO Duo")}</a>`,u=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${r("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${Qr} />
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
  </section>`}function Ha(){C(()=>{document.title=r("UNO Duo")},[]),bn===null&&(bn=Xr());let e=Zr();return i`<main class="page home" data-testid="home">
    <${es} name=${e} first=${bn} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${r("More ways to play")}</h2>
            <span class="muted">${r("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${qa} checkName=${e.check} />
        </details>
        <${Vr} />
      </div>
      <div>
        <${Kr} />
        <${Jr} />
      </div>
    </div>
  </main>`}function at(){let[e,t]=y(Ra());return C(()=>Ea(t),[]),e}function mt(e){return e==="classic"?r("Classic UNO"):r("UNO Duo")}function Ve(e){return J(e,"account")}function vn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?r("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${r("(provisional)")}</span>`}</span>`}function ts(){let[e,t]=y("login"),[n,a]=y(""),[s,o]=y(""),[l,c]=y(""),[u,p]=y(!1),d=async f=>{f.preventDefault(),p(!0),c("");try{await Aa(e,n.trim(),s),Z("/rated")}catch(h){c(Ve(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${d} data-testid="account-form" data-mode=${e}>
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
  </form>`}function ns(){let[e,t]=y(""),[n,a]=y(""),[s,o]=y(""),[l,c]=y("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),o("");try{await B.changePassword(e,n),t(""),a(""),o(r("Password changed. Other devices are logged out."))}catch(d){c(Ve(d))}}} data-testid="password-form">
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
  </form>`}function as(){let[e,t]=y(""),[n,a]=y(!1),[s,o]=y("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),o("");try{await Oa(e),Z("/")}catch(u){o(Ve(u))}}} data-testid="delete-form">
    <h2>${r("Delete the account")}</h2>
    <p class="muted">${r("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${r("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${r("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${r("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function Wa(){let e=at();if(C(()=>{document.title=r("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${r("Account")}</h1><${ts} /></main>`;let t=async()=>{await La(),Z("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${r("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${r("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${R} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${r("Your profile")}</${R}></p>
      <button type="button" data-testid="logout" onClick=${t}>${r("Log out")}</button>
    </section>
    <${ns} />
    <${as} />
  </main>`}function os({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${r("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,o=300,l=80,c=h=>n.length===1?0:h*o/(n.length-1),u=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${u(h).toFixed(1)}`).join(" "),d=r("Rating after each rated game of {system}: {ratings}",{system:mt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>u(h)>l/2?u(h)-9:u(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${o+8} ${l+16}`} role="img" aria-label=${d}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${u(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function rs(e){return e.status!=="over"?r("In progress"):e.winner===null||e.winner===void 0?r("No winner"):e.winner===e.seat?r("Won"):r("Lost")}function ss({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Te(e.ruleset)}</strong>${a}${t.map((s,o)=>i`${o?", ":""}<bdi>${s.kind==="bot"?r("Bot ({level})",{level:Ke(s.difficulty)}):s.name}</bdi>`)}${a}${rs(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${r("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${R} href=${`/replay/${e.game}`}>${r("Replay")}</${R}>`}
  </li>`}function Ba({name:e}){let[t,n]=y(null),[a,s]=y("");return C(()=>{document.title=e,n(null),B.profile(e).then(n,o=>s(Ve(o)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(o=>i`<section class="panel" data-testid=${"profile-"+o}>
        <h2>${mt(o)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${vn} rating=${t.ratings[o]} testid=${"rating-"+o} />
          <span class="muted"> ± ${t.ratings[o].deviation}</span></bdi></p>
        <p class="muted">${D("{n} rated game","{n} rated games",t.ratings[o].games)}</p>
        <${os} points=${t.history[o]} system=${o} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${r("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${r("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(o=>i`<${ss} key=${o.game} game=${o} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${r("Loading…")}</p></main>`}function Ga(){let[e,t]=y("duo"),[n,a]=y(null),[s,o]=y("");return C(()=>{document.title=r("Leaderboard")},[]),C(()=>{a(null),B.leaderboard(e).then(a,l=>o(Ve(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
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
            <td><${vn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${r("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${r("Bots")}</h2>
      <p class="muted">${r("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Ke(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var is=1e3;function Ya(){let e=at(),[t,n]=y("duo"),[a,s]=y(4),[o,l]=y(!1),[c,u]=y(null),[p,d]=y(""),$=O(!0);if(C(()=>{document.title=r("Rated play")},[]),C(()=>{if($.current=!0,!e)return;let g=async()=>{try{let k=await B.queueStatus();if(!$.current)return;if(k.status==="matched"){ke(k.game,k.seat,k.token,{}),Z(`/game/${k.game}`);return}u(k)}catch(k){$.current&&d(Ve(k))}};g();let b=setInterval(g,is);return()=>{$.current=!1,clearInterval(b)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${r("Rated play")}</h1>
      <section class="panel"><p>${r("Rated games need an account, so that your rating follows you.")}</p>
      <p><${R} href="/account" testid="rated-login">${r("Log in or create an account")}</${R}></p></section></main>`;let f=async g=>{g.preventDefault(),d("");try{u(await B.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:o}))}catch(b){d(Ve(b))}},h=async()=>u(await B.leaveQueue()),m=c&&c.status==="waiting",v=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${r("Rated play")}</h1>
    <p>${r("Your rating")}: <${vn} rating=${v} testid="my-rating" />${" · "}<${R}
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
  </main>`}var ls=2,cs=4e3,ds=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function us(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Je=null;function ps(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function Fa(){if(Je||!window.unoduoEarlySocket)return;Je=window.unoduoEarlySocket,window.unoduoEarlySocket=null;let e=Je;setTimeout(()=>{Je===e&&(Je=null,e.socket.close())},1e4)}function za(e){return e.type==="error"&&ds.has(e.code)}function Ka(e){try{return JSON.parse(e.data)}catch{return null}}function fs(e){let t=Je;if(Je=null,!t)return null;let n=t.hello;if(!["protocol","game","token","spectate","code","lang"].every(o=>(n[o]??null)===(e[o]??null)))return t.socket.close(),null;let s=t.messages.some(o=>{let l=Ka(o);return l!==null&&za(l)});return t.socket.readyState>WebSocket.OPEN&&!s?null:t}var Wt=class{constructor(t,n,a,s,o=null){this.game=t,this.token=n,this.code=o,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return ps()}connect(){if(this.closed)return;this.onStatus("connecting");let t={type:"hello",protocol:ls,game:this.game,lang:Le()};this.token?t.token=this.token:t.spectate=!0,!this.token&&this.code&&(t.code=this.code);let n,a=null;try{a=fs(t),n=a?a.socket:new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=n;let s={round:null,events:[],previous:[]},o=()=>n.send(JSON.stringify(t));a||n.addEventListener("open",o);let l=c=>{let u=Ka(c);if(u!==null){if(za(u)&&(this.closed=!0,this.onStatus("closed")),u.type==="state"&&u.view&&(s=us(u,s),s===null)){n.close();return}u.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(u)}};if(n.addEventListener("message",l),a){n.onmessage=null;for(let c of a.messages)l(c)}n.addEventListener("close",()=>{this.stopPing(),this.socket===n&&(this.socket=null,!this.closed&&this.scheduleRetry())}),n.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(cs,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function hs({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${r("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${r("Game")}</dt>
      <dd data-testid="join-ruleset">${Te(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${D("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${r("Bots")}</dt>
        <dd>${D("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${r("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${r("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?r("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${N(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function Va({code:e}){let[t,n]=y(nt()),[a,s]=y(null),[o,l]=y(""),[c,u]=y(""),[p,d]=y(!1);C(()=>{let h=jt(e);if(h){Z(`/game/${h}`,!0);return}let m=!0;return B.invitation(e).then(v=>{m&&s(v)},v=>{m&&l(J(v))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){u(r("Type your name first: the other players see it."));return}d(!0),u("");try{Ge(m);let v=await B.join(e,m);ke(v.game,v.seat,v.token,{joined_with:e.toUpperCase()}),Z(`/game/${v.game}`,!0)}catch(v){u(J(v)),d(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${r("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${hs} invite=${a} />`}
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
  </main>`}function X(e,t,n){if(t==null)return"";if(n!=null&&t===n)return r("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${N(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:r("Seat {n}",{n:t+1})}var $s=["best","good","inaccuracy","mistake","blunder"],gt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},Xa=new Set(["inaccuracy","mistake","blunder"]),ms=5,gs=400;function Gt(e,t){switch(e&&e.code){case"too_many_reviews":return r("You already have a review in progress: wait until it is ready.");case"reviews_busy":return r("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return r("The review failed; try again.");case"review_timeout":return r("The review took too long and was stopped; try a smaller budget.");case"hints_off":return r("Hints are only for games against bots: another person plays here.");case"hints_rated":return r("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return r("The coach is still thinking about your last hint.");case"hints_busy":return r("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return r("The coach could not work out a hint; try again.");case"too_many_hints":return r("Too many hints: try again in a moment.");case"not_playing":return r("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?r("Too many reviews: try again later."):J(e,t);default:return J(e,t)}}function wn(){C(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Yt(e){switch(e){case"best":return r("Best");case"good":return r("Good");case"inaccuracy":return r("Inaccuracy");case"mistake":return r("Mistake");case"blunder":return r("Blunder");default:return e}}function qe(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function ys(){let e=(ze().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(o=>o.budget===a.budget)===s)}function bs(e){return e==="quick"?r("Quick"):e==="deep"?r("Deep"):r("Standard")}function vs(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=Be(e);if(s&&a.includes(s.seat))return s.seat;let o=t.find(l=>l.kind==="human");return o?o.seat:0}function ws(e,t,n,a){let[s,o]=y({status:"loading"}),[l,c]=y(""),u=O(null),p=O(0),d=(f,h)=>{f.then(m=>{h===p.current&&(o(m),c(""),(m.status==="queued"||m.status==="running")&&(u.current=setTimeout(()=>d(B.review(e,t,n),h),gs)))},m=>{h===p.current&&(c(Gt(m,"review")),o(v=>v.status==="loading"?{status:"none"}:v))})};return C(()=>{p.current+=1;let f=p.current;return o({status:"loading"}),c(""),d(a?B.askReview(e,t,n):B.review(e,t,n),f),()=>{p.current+=1,clearTimeout(u.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(u.current),p.current+=1,o(f=>({...f,status:"queued",queue_position:null})),d(B.askReview(e,t,n),p.current)}}}function Qa({replay:e,game:t,at:n,go:a}){wn();let s=e.players,[o,l]=y(()=>vs(t,s)),c=He(ys,[]),[u,p]=y(()=>(c.find(b=>b.key==="standard")||c[0]).key),d=(c.find(b=>b.key===u)||c[0]).budget,$=He(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=ws(t,o,d,$),v=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${r("The coach's review")}</h2>
      <label>${r("Player")}
        <select data-testid="review-seat" value=${String(o)} onChange=${b=>l(Number(b.target.value))}>
          ${s.map(b=>i`<option value=${String(b.seat)} selected=${b.seat===o}>${X(s,b.seat,null)}</option>`)}
        </select></label>
      <label>${r("Depth")}
        <select data-testid="review-budget" value=${u} onChange=${b=>p(b.target.value)}>
          ${c.map(b=>i`<option value=${b.key} selected=${b.key===u}>${bs(b.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${r("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${r("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Gt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${_s} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${r("Loading…")}</p>`}
    ${v&&i`<${xs} review=${v} replay=${e} at=${n} go=${a} seat=${o} />`}
  </section>`}function _s({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?r("Waiting for the coach: number {n} in line",{n:e.queue_position}):r("Waiting for the coach…"):t?n=r("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=r("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function ks(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function xs({review:e,replay:t,at:n,go:a,seat:s}){let[o,l]=y("match"),c=e.decisions||[],u=ks(c,n),p=c.filter($=>$.judged&&Xa.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,ms),d=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${r("{name}: accuracy {n}%",{name:X(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${r("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${o==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${r("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${o==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${r("the round")}</label>
    </div>
    <${Cs} decisions=${c} replay=${t} at=${n} go=${a} measure=${o} current=${u} />
    <${Ss} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${r("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${r("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>d($)}
          aria-current=${u===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${gt[$.label]}</span>
          ${r("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Yt($.label),loss:qe($.loss)})}</button>`)}</div>`}
    </div>
    <${Ts} decision=${u} at=${n} />
    <${Rs} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function Ss({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${r("Labels")}>
    ${$s.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${gt[t]}</span>
      ${r("{label}: {n}",{label:Yt(t),n:e[t]||0})}</li>`)}
  </ul>`}var Ja=6,Oe=e=>Ja+(100-2*Ja)*(1-e);function Cs({decisions:e,replay:t,at:n,go:a,measure:s,current:o}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",u=O(null),p=O(!1),d=(w,A)=>s==="match"?w[A==="before"?"match_before":"match_after"]:w[A==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,v=null;for(let w of e){let A=1e3*w.index/l,S=1e3*(w.index+1)/l,H=2*Oe(d(w,"before")),L=2*Oe(d(w,"after")),W=h===null||s==="round"&&w.round!==h;$+=`${W?"M":"L"}${A.toFixed(1)} ${H.toFixed(1)}L${S.toFixed(1)} ${L.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${A.toFixed(1)} ${H.toFixed(1)}L${S.toFixed(1)} ${L.toFixed(1)}`,m===null&&(m=A),v=S),h=w.round}let g=(2*Oe(0)).toFixed(1);f&&(f+=`L${v.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let b=o||e.find(w=>w.index>=n)||e[e.length-1];ie(()=>{if(!p.current||!u.current)return;p.current=!1;let w=u.current.querySelector("[tabindex='0']");w&&w.focus({preventScroll:!0})});let k=w=>{let A=e.indexOf(b),S=c?"ArrowLeft":"ArrowRight",H=c?"ArrowRight":"ArrowLeft",L=null;if(w.key===S)L=e[Math.min(e.length-1,A+1)];else if(w.key===H)L=e[Math.max(0,A-1)];else if(w.key==="Home")L=e[0];else if(w.key==="End")L=e[e.length-1];else return;w.preventDefault(),w.stopPropagation(),L&&(p.current=!0,a(L.index+1))},_=w=>`${100*w/l}%`,x=e.map(w=>{let A=Bt(w,w.action),S=A?N(A.label):w.action;return r("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:w.index+2,what:S,label:Yt(w.label),before:qe(d(w,"before")),after:qe(d(w,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(w=>i`<span key=${w}
      style=${`inset-block-start: ${Oe(w)}%`}>${100*w}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Oe(1)} x2="1000" y2=${2*Oe(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Oe(0)} x2="1000" y2=${2*Oe(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${t.rounds.slice(1).map(w=>i`<line key=${w.round} x1=${1e3*w.first_step/l}
          x2=${1e3*w.first_step/l} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${f&&i`<path d=${f} class="review-area" />`}
        <path d=${$} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${_(n)}`} aria-hidden="true"></div>
      ${t.rounds.length>1&&t.rounds.length<=12&&t.rounds.map(w=>i`<span key=${w.round}
        class="review-round-label" style=${`inset-inline-start: ${_(w.first_step)}`} aria-hidden="true"
        >${w.round}</span>`)}
      <div class="review-dots" ref=${u} role="group" aria-label=${r("Decisions on the graph")}
          onKeyDown=${k}>
        ${e.map((w,A)=>{let S=x[A];return i`<button type="button" key=${w.index} class=${"review-dot label-"+w.label+(w.judged?"":" unjudged")+(w===b?" selected":"")}
            style=${`inset-inline-start: ${_(w.index+1)}; inset-block-start: ${Oe(d(w,"after"))}%`}
            tabindex=${w===b?"0":"-1"} aria-label=${S} title=${S}
            aria-current=${w===o?"step":null} data-testid="review-dot" data-step=${w.index+1}
            data-label=${w.label} onClick=${()=>a(w.index+1)}
            ><span aria-hidden="true">${w.judged?gt[w.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function Bt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function ot({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,o)=>i`<${te} key=${o} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${$e(e.color)}></span>`}
    <span class="review-choice-label">${N(e.label)}</span></span>`}function Ts({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${r("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(o=>o.action!==n.action&&o.action!==n.best),s=o=>(n.alternatives||[]).find(l=>l.action===o);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${gt[n.label]?`${gt[n.label]} `:""}${Yt(n.label)}</span>
      ${r("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${r("Played")}</dt>
      <dd><${ot} choice=${Bt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${r("{n}% to win the round",{n:qe(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${r("Best")}</dt>
      <dd><${ot} choice=${Bt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${r("{n}% to win the round",{n:qe(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${r("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${r("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${r("It cost {n} points of round-win chance (±{se}).",{n:qe(n.loss),se:qe(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${r("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${D("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(o=>i`<li key=${o.action}><${ot} choice=${Bt(n,o.action)}
        action=${o.action} /> <span class="review-chance">${r("{n}% to win the round",{n:qe((s(o.action)||o).win)})}</span></li>`)}</ul></details>`}
  </div>`}function Rs({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(o=>o.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${r("Rounds")}</caption>
    <thead><tr><th scope="col">${r("Round")}</th><th scope="col">${r("Accuracy")}</th>
      <th scope="col">${r("Result")}</th><th scope="col">${r("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let o=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&Xa.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${o?i`<a href="#" onClick=${c=>{c.preventDefault(),t(o.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?r("won"):r("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var Za=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function eo(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function to(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${r("No hints in a rated game: the coach can review it once it is over.")}</p>`}function _n(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Gt(t,"hint")}}function no({hint:e,onAsk:t,disabled:n}){wn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?r("The coach is thinking…"):r("Hint")}</span></button>`}function rt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Es(e){let t=e&&(e.actions||[]).find(n=>n.action===e.best);return t?{round:t.round_win,match:t.match_win}:{round:e.round_win,match:e.match_win}}var Ms="(max-width: 1099px)",As=8;function Ls(){let[e,t]=y(null);return ie(()=>{let n=()=>{if(typeof matchMedia!="function"||!matchMedia(Ms).matches){t(null);return}let a=0;for(let o of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]"))a=Math.max(a,o.getBoundingClientRect().bottom);let s=Math.round(a+As);t(o=>o===s?o:s)};return n(),addEventListener("resize",n),()=>removeEventListener("resize",n)}),e}function ao({hint:e,choices:t,onClose:n,onPlay:a}){let s=O(null),o=Ls();C(()=>{s.current&&s.current.focus({preventScroll:!0});let $=f=>{f.key==="Escape"&&(f.preventDefault(),n())};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]);let l=new Map((t||[]).map($=>[$.action,$])),c=e.status==="ready"?e.data:null,u=c?c.actions.slice().sort(($,f)=>f.round_win-$.round_win):[],p=c&&c.best?l.get(c.best):null,d=c?Es(c):null;return i`<section class=${"overlay hint-panel"+(o!==null?" hint-sheet":" hint-side")}
      role="dialog" aria-modal="false" aria-labelledby="hint-title"
      style=${o!==null?`--sheet-top: ${o}px`:null}
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${r("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${r("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${c&&i`<p class="hint-best" data-testid="hint-best" data-action=${c.best}>${r("Suggested:")}
      <${ot} choice=${p} action=${c.best} /></p>
      <p class="muted" data-testid="hint-headline" data-round=${rt(d.round)}>${r("Your chance to win this round: {round}% · the match: {match}%",{round:rt(d.round),match:rt(d.match)})}</p>`}
    </div>
    ${c&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${r("Every choice")}>
      ${u.map($=>i`<li key=${$.action} class=${$.action===c.best?"is-best":""}
          data-testid="hint-choice" data-action=${$.action} data-win=${$.round_win}>
        <${ot} choice=${l.get($.action)} action=${$.action} />
        <span class="hint-bar" role="img" aria-label=${r("{n}% to win the round",{n:rt($.round_win)})}>
          <span style=${`inline-size: ${rt($.round_win)}%`}></span><b aria-hidden="true">${rt($.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted hint-worlds">${r("Estimated from {n} random deals of the cards you cannot see.",{n:c.worlds})}</p>`}
    <div class="controls">
      ${c&&p&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(c.best)}>${r("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${r("Close")}</button>
    </div>
  </section>`}function st({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,d)=>d),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),o=a.map(p=>e.start_scores?e.start_scores[p]:0),l=o.some(p=>p!==0),c=e.rounds.map((p,d)=>{p.points.forEach((f,h)=>{o[h]+=f});let $=o.slice();return i`<tr data-testid=${"score-round-"+(d+1)}>
      <th scope="row">${r("Round {n}",{n:d+1})}${p.blocked?i` <span class="muted">${r("(blocked)")}</span>`:""}</th>
      ${a.map(f=>i`<td>${p.points[f]} <span class="muted">(${$[f]})</span>${p.out===f?i` <span class="out-mark" title=${r("went out")} aria-label=${r("went out")}>★</span>`:""}</td>`)}
    </tr>`}),u=e.ruleset!=="classic";return i`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${r("Score sheet")}</h2>
    <p class="muted">${u?r("The match ends when a total reaches {n}; the lower total wins.",{n:s}):r("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${r("Round")}</th>
          ${a.map(p=>i`<th scope="col"><bdi>${X(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${r("Start")}</th>${a.map(p=>i`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${r("Total")}</th>
          ${a.map(p=>i`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${r("No round finished yet.")}</p>`}
  </section>`}var En={};zn(En,{celebrate:()=>Rn,countUp:()=>Ds,createStateQueue:()=>js,finishAll:()=>Ft,flip:()=>Tn,pulse:()=>Ns,reducedMotion:()=>it,revealHand:()=>qs,shake:()=>Is,snapshot:()=>Cn});var Sn="cubic-bezier(0.2, 0.8, 0.2, 1)",oo="cubic-bezier(0.45, 0, 0.25, 1)";var xn=new Set;function it(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function yt(e){return!!e&&typeof e.animate=="function"&&!it()}function Qe(e,t,n){let a=e.animate(t,n);return xn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{xn.delete(a)})}function Ft(){for(let e of Array.from(xn))try{e.finish()}catch{e.cancel()}}function bt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Xe=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function Cn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,bt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,bt(n));return t}function ro(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),o=s?bt(s):t.get(`anchor:${n}`);if(!o)return null;let l=a.boxWidth,c=a.boxHeight,u=Xe(o);return{left:u.x-l/2,top:u.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function Os(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function kn(e,t,n,a){let s=Xe(t),o=Xe(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,u=Os(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",d={transform:`translate(${s.x-o.x}px, ${s.y-o.y}px)${p} ${u}`.trim(),zIndex:20},$={transform:u||"none",zIndex:20};return a&&(d.opacity=.2,$.opacity=1),[d,$]}var we=null;function lo(){return we&&we.isConnected||(we=document.createElement("div"),we.className="motion-layer",we.setAttribute("aria-hidden","true"),Object.assign(we.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(we)),we}function co(){we&&!we.firstChild&&(we.remove(),we=null)}function Ps(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),lo().appendChild(t),t}function Tn(e,t,n={}){if(!e||!t||it()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,o=n.leave||"discard",l=[],c=new Set,u=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let v=t.get(m);if(v){let g=bt(h);(Math.abs(Xe(v).x-Xe(g).x)>1||Math.abs(Xe(v).y-Xe(g).y)>1||Math.abs(v.boxWidth-g.boxWidth)>1)&&yt(h)&&l.push(Qe(h,kn(h,v,g,!1),{duration:a,easing:oo}))}else h.dataset.from&&u.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let d=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of u){let m=d(h.dataset.from);if(!m||!yt(h))continue;let v=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=v?p.findIndex(w=>w.code===v&&w.anchor===m):-1,g<0&&(g=p.findIndex(w=>w.anchor===m&&!w.code)),g<0&&v&&(g=p.findIndex(w=>w.code===v)));let b=null;g>=0&&(b=p[g],p.splice(g,1));let k=bt(h);if(b||(b=ro(e,t,m,k)),!b)continue;let _=$.get(m)||0;$.set(m,_+1);let x=Math.min(_*s,280);l.push(Qe(h,kn(h,b,k,m==="draw"),{duration:a,delay:x,easing:Sn,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return o==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let v=ro(e,t,"discard",h);if(!v)return;let g=Ps(h),[b,k]=kn(g,v,h,!1),_=[{...k,opacity:1},{...b,opacity:1,offset:.8},{...b,opacity:0}],x=Math.min(m*s,280);l.push(Qe(g,_,{duration:a,delay:x,easing:oo,fill:"both"}).then(()=>{g.remove(),co()}))}),Promise.all(l).then(()=>{})}function Ns(e){return yt(e)?Qe(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:Sn,composite:"add"}):Promise.resolve()}function Is(e){return yt(e)?Qe(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function Ds(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},o=Math.max(0,Math.min(Number(a)||0,1200));return it()||o===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),u=p=>{let d=Math.min(1,(p-c)/o),$=1-(1-d)**3;s(d>=1?n:Math.round(t+(n-t)*$)),d>=1?l():requestAnimationFrame(u)};requestAnimationFrame(u)}))}function qs(e){if(!yt(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>Qe(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:Sn,fill:"backwards",composite:"add"}))).then(()=>{})}var so=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],io=["■","▲","●","◆","★"];function Rn(e){if(it()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),o=lo(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",o.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),u=[];for(let p=0;p<c;p+=1){let d=document.createElement("span"),$=so[p%so.length],f=p%3===0;Object.assign(d.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(d.textContent=io[p%io.length]),l.appendChild(d);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),v=(Math.random()-.5)*720,g=1200+Math.random()*600;u.push(Qe(d,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${v/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${v*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${v}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(u).then(()=>{l.remove(),co()})}function js(e,t={}){let n=[],a=null,s=0,o=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function u(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||it();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Ft()}a=null}function p(){return s=o,Ft(),$()}function d(f){n.push(f),o+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,o-1),Ft()),a||(a=u())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:d,flush:p,idle:$,pending:()=>n.length}}var On={};zn(On,{SOUND_NAMES:()=>Us,isMuted:()=>Ys,onMutedChange:()=>zs,playSound:()=>Xs,renderSound:()=>Qs,setMuted:()=>Fs,soundReady:()=>Ks});var ho="unoduo.muted",Us=["play","draw","turn","uno","win","lose","shuffle","deal","reaction"],Hs={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4,reaction:.3},Ws=.85,Bs=2.2,me=null,An=!1,wt=Gs(),uo=new Map,Mn=new Set;function Gs(){try{return localStorage.getItem(ho)==="1"}catch{return!1}}function Ys(){return wt}function Fs(e){wt=!!e;try{localStorage.setItem(ho,wt?"1":"0")}catch{}for(let t of Array.from(Mn))try{t(wt)}catch(n){console.error(n)}}function zs(e){return Mn.add(e),()=>Mn.delete(e)}function Ks(){return An&&me!==null}function Vs(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function po(){An=!0;try{if(!me){let e=Vs();if(!e)return;me=new e({latencyHint:"interactive"})}me.state==="suspended"&&typeof me.resume=="function"&&me.resume().catch(()=>{})}catch{me=null}}typeof window<"u"&&(window.addEventListener("pointerdown",po,{capture:!0,passive:!0}),window.addEventListener("keydown",po,{capture:!0,passive:!0}));function $o(e,t,n,a){let s=e.createGain();s.gain.value=Ws,s.connect(a),Ln[t](e,n,s)}function Pe(e,t,{at:n,freq:a,peak:s=.3,attack:o=.01,decay:l=.3,type:c="sine",glide:u=0,partials:p=[]}){let d=e.createGain();d.gain.setValueAtTime(1e-4,n),d.gain.linearRampToValueAtTime(s,n+o),d.gain.exponentialRampToValueAtTime(1e-4,n+o+l),d.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),u&&m.frequency.exponentialRampToValueAtTime(a*f*u,n+o+l);let v=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),v=g}v.connect(d),m.start(n),m.stop(n+o+l+.02)}}var fo=new WeakMap;function Js(e){let t=fo.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;fo.set(e,t)}return t}function vt(e,t,{at:n,length:a,from:s,to:o=s,q:l=1.2,peak:c=.35,attack:u=.006,offset:p=0}){let d=e.createBufferSource();d.buffer=Js(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(o,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*Bs,n+u),f.gain.exponentialRampToValueAtTime(1e-4,n+a),d.connect($),$.connect(f),f.connect(t),d.start(n,p%.5,a+.02)}var je=e=>440*2**(e/12),Ln={play(e,t,n){vt(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Pe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){vt(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Pe(e,n,{at:t,freq:je(7),peak:.32,attack:.006,decay:.28,partials:a}),Pe(e,n,{at:t+.13,freq:je(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Pe(e,n,{at:t+s*.08,freq:je(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Pe(e,n,{at:t+.24,freq:je(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Pe(e,n,{at:t+s*.11,freq:je(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Pe(e,n,{at:t+.5,freq:je(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Pe(e,n,{at:t+s*.17,freq:je(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);vt(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}vt(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},reaction(e,t,n){Pe(e,n,{at:t,freq:je(10),peak:.22,attack:.012,decay:.24,glide:1.5,partials:[[2,.08]]})},deal(e,t,n){for(let a=0;a<3;a+=1)vt(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function Xs(e){if(wt||!An||!me||!Object.prototype.hasOwnProperty.call(Ln,e))return!1;try{if(me.state==="suspended"&&me.resume().catch(()=>{}),me.state==="closed")return!1;let t=me.currentTime;return t-(uo.get(e)??-1)<.04||(uo.set(e,t),$o(me,e,t+.005,me.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function Qs(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(Ln,e))return null;let a=new n(1,Math.ceil(Hs[e]*t),t);return $o(a,e,0,a.destination),a.startRendering()}var Pn=En,Ze=On;function Re(e){try{Ze&&Ze.playSound(e)}catch{}}function de(e,...t){try{if(Pn&&typeof Pn[e]=="function")return Pn[e](...t)}catch{}return null}function Ee(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function mo(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ue(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function go({spectator:e,view:t,target:n,panel:a,toggle:s}){let o=!1;try{o=Ze?Ze.isMuted():!1}catch{o=!1}let[,l]=y(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${r("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Ue(t)?r("Lowest total wins when someone reaches {n}",{n}):r("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${r("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${r("What happened")}</span></button>
    ${Ze&&i`<button type="button" class="tool" aria-pressed=${o?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{Ze.setMuted(!o),l(c=>c+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${o?i`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:i`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${r("Mute")}</span></button>`}
    ${!e&&i`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${r("Settings")}</span></button>`}
  </div>`}function yo({panel:e,setPanel:t,view:n,players:a,me:s,log:o,rules:l,autoAnswer:c,onAutoAnswer:u,sorted:p,onSorted:d}){return i`<${lt} open=${e==="scores"} title=${r("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${st} view=${n} players=${a} me=${s} />`}
    </${lt}>
    <${lt} open=${e==="log"} title=${r("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${Zs} log=${o} open=${e==="log"} />
    </${lt}>
    <${lt} open=${e==="settings"} title=${r("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${$=>u($.target.checked)} />
        <span>${r("Answer forced moves for me (nothing to choose)")}</span></label>
      ${p!=null&&i`<label class="setting"><input type="checkbox" checked=${p}
        data-testid="setting-sort-hand" onChange=${$=>d($.target.checked)} />
        <span>${r("Sort my hand by colour and number")}</span></label>`}
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${r("Rules of this game")}</h3>
        <ul>${l.map(($,f)=>i`<li key=${f}>${N($)}</li>`)}</ul>
      </section>`}
    </${lt}>`}function lt({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${r("Close")}</button></div>
    ${s}
  </aside>`}function Zs({log:e,open:t}){let n=O(null);return C(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${r("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}var zt=!1,Nn=new Set;function bo(e){if(zt||e.isComposing||e.key==="Unidentified"||e.key==="Process")return;let t=e.target;if(!(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT"||t.isContentEditable))){zt=!0,document.documentElement.dataset.keyboard="used";for(let n of Array.from(Nn))n(!0);removeEventListener("keydown",bo,!0)}}typeof addEventListener=="function"&&addEventListener("keydown",bo,!0);function ei(e){return zt?(e(!0),()=>{}):(Nn.add(e),()=>Nn.delete(e))}function vo(e){return String(e).replace(/\s*\([A-Z]\)/g,"").replace(/\(([A-Z]), /g,"(")}function Kt(){let[e,t]=y(zt);return C(()=>ei(t),[]),e}function ti(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function _o(e){return e?e.querySelector("button.card:not([disabled])"):null}function ko(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var xo="unoduo.sortHand",ni={R:0,Y:1,G:2,B:3},ai=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],wo=37,oi=.56,So=24,ri=44;function Co(){try{return localStorage.getItem(xo)!=="off"}catch{return!0}}function To(e){try{localStorage.setItem(xo,e?"on":"off")}catch{}}function In(e,t){let n=ti(e,""),a=e.map((o,l)=>({code:o,index:l,key:n[l]}));if(!t)return a;let s=o=>{let{color:l,rank:c,wild:u}=ve(o);return(u?4:ni[l])*100+ai.indexOf(c)};return a.slice().sort((o,l)=>s(o.code)-s(l.code)||o.index-l.index)}function si(e,t,n){if(!t||!n||e<=1)return{rows:1,fit:null};let a=t-So,s=Math.max(1,Math.floor((a-n)/wo)+1);if(e<=s)return{rows:1,fit:null};let o=Math.floor(a-wo*(e-1));return o>=ri&&o<n?{rows:1,fit:o}:{rows:Math.ceil(e/s),fit:null}}function ii(e,t){let[n,a]=y({width:0,card:0});return ie(()=>{let s=e.current;if(!s)return;let o=()=>{let c=document.createElement("span");c.className="card card-probe",c.setAttribute("aria-hidden","true"),c.style.cssText="position: absolute; visibility: hidden; pointer-events: none",s.appendChild(c);let u=c.offsetWidth;c.remove();let p=s.clientWidth;a(d=>d.width===p&&d.card===u?d:{width:p,card:u})};if(o(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(o);return l.observe(s),()=>l.disconnect()},[]),n}function Ro({view:e,groups:t,mine:n,sending:a,play:s,handRef:o,dumping:l,dumpOrder:c,toggleDump:u,wildCard:p,sorted:d,corner:$}){let f=e.dump_color,h=document.documentElement.dir==="rtl",m=Kt(),[v,g]=y(null),b=O("mouse");ie(()=>g(null),[e.hand.join(" "),n,l]);let k=j=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(j.key))return;let T=Array.from(o.current.querySelectorAll("button.card:not([disabled])")),I=T.indexOf(document.activeElement);if(!T.length)return;j.preventDefault();let Y=I;if(j.key==="Home")Y=0;else if(j.key==="End")Y=T.length-1;else{let ne=j.key==="ArrowDown"||j.key===(h?"ArrowLeft":"ArrowRight");Y=I<0?0:(I+(ne?1:-1)+T.length)%T.length}T[Y].focus()},_=e.hand.length?D("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:Na(e.hand)}):r("Your hand is empty"),x=e.hand.length,w=ii(o,x),A=si(x,w.width,w.card),S=A.rows,H=In(e.hand,d),L=[],W=0;for(let j=0;j<S;j++){let Q=Math.floor(x/S)+(j<x%S?1:0);L.push(H.slice(W,W+Q)),W+=Q}let ue=(j,Q)=>{if(b.current!=="mouse"&&v!==j.key){g(j.key);return}g(null),Q()},se=!1,le=(j,Q,T)=>{let{code:I,index:Y,key:ne}=j,F=!1,ae=null,pe=!1;if(l){F=ve(I).color===f&&!a;let he=c.indexOf(Y);he>=0&&(ae=String(he+1),pe=!0)}else F=n&&!a&&t.plays.has(I),pe=p===I;let ee=e.drawn===I&&!se;ee&&(se=!0);let ge="";if(S===1){let he=Math.min(3,16/Math.max(T-1,1)),oe=(T-1)/2,Me=oe>0?(Q-oe)/oe:0,et=(Q-oe)*he*(h?-1:1),Ne=Math.round(Me*Me*Math.min(14,T*1.5));ge=`--rot: ${et.toFixed(2)}deg; --arc: ${Ne}px`}let xe=[ee?"card-drawn":"",v===ne&&F?"card-lifted":""].join(" ");return i`<${te} key=${ne} code=${I} cardKey=${ne} from="draw"
      onPlay=${l?()=>u(Y):()=>ue(j,()=>s(I))}
      disabled=${!F} badge=${ae} selected=${pe} style=${ge}
      extraClass=${xe} testid=${"hand-card-"+I} />`};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    ${$}
    <h2 class="hand-title" id="hand-title">${D("Your hand ({n} card)","Your hand ({n} cards)",x)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${r("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+(x>14&&S===1?" hand-many":"")+(S>1?" hand-rows":"")+(A.fit?" hand-fit":"")} data-sorted=${d?"true":"false"}
        ref=${o} onKeyDown=${k} data-testid="hand" data-rows=${S}
        onPointerDown=${j=>{b.current=j.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{b.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(x,1)}; --row-show: ${oi}; --hand-ends: ${So}px`+(A.fit?`; --fit-w: ${A.fit}px`:"")}>
      ${S===1?H.map((j,Q)=>le(j,Q,x)):L.map((j,Q)=>i`<div class="hand-row" key=${"row-"+Q} style=${`--n: ${Math.max(j.length,1)}`}>
          ${j.map((T,I)=>le(T,I,j.length))}</div>`)}
    </div>
    ${n&&!l&&m&&i`<p class="hint" data-testid="key-hint">${r("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function Eo({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:o,rated:l,controls:c}){let u=e.view,p=u.seat,d=c.sending,$=Kt(),f=N(e.prompt);return i`<section class="prompt" data-testid="prompt" aria-label=${r("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${$?f:vo(f)}</p>
    ${n&&u.decision==="challenge"&&i`<${li} view=${u} />`}
    ${e.deadline&&!u.match_over&&i`<${Dn} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!u.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(N).join(" ")}</p>`}
    ${n&&!a&&i`<${ci} ...${c} />`}
    ${Ee(e)&&!a&&eo(t,p)&&(l?i`<${to} />`:i`<${no} hint=${s} onAsk=${o} disabled=${d} />`)}
  </section>`}function Dn({deadline:e,mine:t}){let[n,a]=y(Date.now());C(()=>{let o=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(o)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?D("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):D("{n} second left","{n} seconds left",s)}</p>`}function li({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(o=>o.kind==="play"||o.kind==="color"),s=n&&!ve(n).wild?ve(n).color:null;if(!s&&a.length>=2)for(let o=a.length-2;o>=0;o--){let l=a[o].info;if(typeof l=="number"&&l>=0){s=Ut[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${Ye[s]} </span>${r("Colour before the Wild Draw 4: {color}",{color:$e(s)})}</p>`:null}function ci(e){let{view:t,groups:n,send:a,sending:s,unoArmed:o,setUnoArmed:l,dumpMode:c,setDumpMode:u,dumping:p,dumpReady:d,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,v=(b,k,_)=>{let x=m.get(b),w=x.key?x.key.toUpperCase():"";return i`<button type="button" class=${_?"primary":""}
    disabled=${s} data-testid=${k} onClick=${()=>a(x.action)}
    data-autofocus=${_?"true":null}>${N(x.label)}${w&&i` <kbd aria-hidden="true">${w}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${r("Candidate card:")}</p>
      <${te} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(v("keep","action-keep",!0)),m.has("reject")&&g.push(v("reject","action-reject")),n.colors.length){let b=k=>{let _=n.colors.find(x=>x.color===k);_&&a(_.action)};g.push(i`<${qn} title=${r("Name the colour")} onPick=${b} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(v("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(v("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(v("challenge","action-challenge")),m.has("accept")&&g.push(v("accept","action-accept",!0)),m.has("catch")&&g.push(v("catch","action-catch",!0)),m.has("ignore")&&g.push(v("ignore","action-ignore"));for(let[b,k]of m)k.kind==="swap"&&g.push(v(b,"action-"+b.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>u(!0)}>
      ${r("Dump your {color} cards",{color:$e(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${D("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:$e(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!d||s} data-testid="action-dump"
        onClick=${()=>a($())}>${r("Dump them in this order")}</button>
      ${f.length>1&&i`<button type="button" onClick=${h} data-testid="dump-clear">
        ${r("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{h(),u(!1)}}
        data-testid="dump-cancel">${r("Cancel the dump")}</button>`}
      ${m.has("nodump")&&v("nodump","action-nodump",!1)}
      </div>
    </div>`),m.has("nodump")&&!p&&g.push(v("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(o?" armed":"")}
      aria-pressed=${o?"true":"false"} data-testid="action-uno" onClick=${()=>l(!o)}>
      ${o?r("UNO! called"):r("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function qn({title:e,onPick:t,onCancel:n,testid:a}){let s=O(null),o=O({onPick:t,onCancel:n});return o.current={onPick:t,onCancel:n},ie(()=>{s.current&&s.current.focus();let l=c=>{let u=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(Ut.includes(u)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),o.current.onPick(u)):c.key==="Escape"&&o.current.onCancel&&(c.preventDefault(),o.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${Ut.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${Ye[l]} </span>${$e(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${r("Cancel")}</button>`}
  </div>`}function Mo({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${r("{name} showed you the hand they held:",{name:X(t,e.seat,n)})}>
    <p>${r("{name} showed you the hand they held:",{name:X(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,o)=>i`<${te} key=${o} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${r("Close")}</button>
  </section>`}function di(e,t,n,a){let s=e.scores,o=Ue(e),l=o?Math.min(...s):Math.max(...s),c=s.map((p,d)=>p===l?d:-1).filter(p=>p>=0);if(c.length>1)return r("The totals are level");let u=c[0];return o?u===n?r("You are ahead: the lowest total wins, and yours is {n}",{n:l}):r("{name} is ahead: the lowest total wins, and theirs is {n}",{name:X(t,u,n),n:l}):u===n?r("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):r("{name} is ahead: the first to {target} wins, and they have {n}",{name:X(t,u,n),target:a,n:l})}function ui({to:e,testid:t}){let[n,a]=y(e);return C(()=>{de("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function pi(e,t){return t.out===null||t.out===void 0?r("The round is blocked: each player scores their own hand"):Ue(e)?r("Going out scores 0; the other players score the cards left in their hands."):r("Going out scores the cards left in the other players' hands.")}function fi({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,o=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${r("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${r("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${te} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${r("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:o[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${D("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:X(t,l.seat,n),points:o[l.seat]})}</p>`)}
  </div>`}function Ao({info:e,view:t,players:n,me:a,onClose:s,target:o}){let l=O(null);C(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,u=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${r("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${u===null?r("Nobody went out."):u===a?r("You went out!"):r("{name} went out",{name:X(n,u,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${pi(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${r("Player")}</th><th scope="col">${r("This round")}</th>
        <th scope="col">${r("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,d)=>i`<tr class=${d===a?"me":""}>
        <th scope="row"><bdi>${X(n,d,a)}</bdi></th>
        <${ui} to=${p} testid=${"round-points-"+d} />
        <td data-testid=${"round-total-"+d}>${t.scores[d]}</td>
      </tr>`)}</tbody>
    </table>
    <${fi} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${di(t,n,a,o)}</p>
    <p class="muted">${r("The next round is dealt when you are ready.")}</p>
    ${e.deadline&&i`<${Dn} deadline=${e.deadline} mine=${!0} />`}
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${r("Next round")}</button>
  </section>`}var hi=12,$i=1e3;function mi(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function gi({game:e}){let t=at(),n=t?t.name:null,[a,s]=y(null);if(C(()=>{if(s(null),!n)return;let c=!1,u=null,p=0,d=()=>{p+=1,p<hi&&(u=setTimeout($,$i))},$=async()=>{try{let f=await B.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&d()}catch(f){!c&&f.code!=="not_rated"&&d()}};return $(),()=>{c=!0,clearTimeout(u)}},[e,n]),!a||!a.rated)return null;let o=a.player,l=null;if(o&&o.rating!==null){let c={rating:o.rating,change:mi(o.change)},u=o.provisional?r("Your rating: {rating} ({change}), provisional",c):r("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${o.rating} data-change=${o.change}
      class=${"rating-change "+(o.change>=0?"up":"down")}
      title=${o.provisional?r("Provisional: a few more rated games are needed."):""}>${u}</p>`}else o&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${r("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?r("Rated game of Classic UNO"):r("Rated game of UNO Duo")}</p>
    ${l}
    ${o&&i`<${R} href=${`/players/${encodeURIComponent(o.name)}`} testid="rated-profile-link">
      ${r("Your profile")}</${R}>`}
  </div>`}function Lo({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:o,game:l,reactions:c}){let u=O(null);C(()=>{u.current&&u.current.focus({preventScroll:!0})},[]);let p=e.winner,d=p==null,$,f;d?($=o?r("The match is over"):r("A draw"),f=r("The match is a draw")):p===n?($=r("You won"),f=r("You won the match!")):($=o?r("The match is over"):r("You lost"),f=r("{name} won the match",{name:X(t,p,n)}));let h=d?"draw":p===n?"won":o?"over":"lost",m=t.filter(b=>b.seat!==n&&b.kind==="human"),v=s&&m.some(b=>!b.rematch_requested),g=Ue(e);return i`<section class=${"overlay match-over outcome-"+h} data-testid="match-over"
      data-outcome=${h} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${u} data-testid="match-headline">${$}</h2>
    <p data-testid="match-result" class=${p===n?"celebrate":""}>${f}</p>
    <p class="muted">${g?r("The lowest total wins."):r("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${r("Player")}</th><th scope="col">${r("Total")}</th></tr></thead>
      <tbody>${e.scores.map((b,k)=>i`<tr class=${k===p?"winner":""}>
        <th scope="row"><bdi>${X(t,k,n)}</bdi></th>
        <td data-testid=${"final-score-"+k}>${b}</td></tr>`)}</tbody>
    </table>
    <${gi} game=${l} />
    <details class="match-rounds" open><summary>${r("Every round")}</summary>
      <${st} view=${e} players=${t} me=${n} /></details>
    <div class="controls">
      ${!o&&i`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${r("Rematch")}</button>`}
      <${R} href="/" testid="new-game-link">${r("New game")}</${R}>
      ${!o&&i`<${R} href=${`/replay/${l}?review=${n}`} testid="review-link">
        ${r("Review my decisions")}</${R}>`}
      <${R} href=${`/replay/${l}`} testid="replay-link">${r("Watch the replay")}</${R}>
    </div>
    ${c}
    ${v&&i`<p role="status">${r("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&m.some(b=>b.rematch_requested)&&i`<p role="status">
      ${r("Your opponent asks for a rematch.")}</p>`}
  </section>`}function Vt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${R} href=${a} testid="watch-link">${r("Watch it instead")}</${R}></p>`}
    <p><${R} href="/">${r("Back to the start page")}</${R}></p>
  </main>`}function Oo({status:e}){if(e==="open")return null;let t=e==="closed"?r("Disconnected."):r("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function Po({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${r("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${yi} welcome=${e} />`:null}
  </section>`}function yi({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=y(""),s=async(u,p)=>{try{await navigator.clipboard.writeText(u),a(p)}catch{a("")}},o=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:r("UNO Duo"),text:r("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
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
  </div>`}function bi({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function No({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,o=e.top,l=o&&ve(o).wild,c=e.discard||[],u=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,d=D("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${r("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${bi} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${d} onClick=${n}>
        ${e.draw_pile>0?i`<${Fe} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
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
        <span class="glyph">${Ye[s]}</span>${$e(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${o&&i`<p class="visually-hidden" data-testid="top-card-text">${r("Top card: {card}",{card:De(o,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${r("Colour: {color}",{color:$e(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?r("Direction: clockwise"):r("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${D("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function Do(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let o=(a+s)%e;o!==t&&n.push(o)}return n}function vi(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function wi({seat:e,view:t,players:n,me:a,many:s,place:o}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],u=t.to_act===e&&!t.match_over,p=X(n,e,a),d=l.kind==="bot"?r("Bot ({level})",{level:Ke(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(u?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${o||""}
      aria-label=${D("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${vi(p)}</span>
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
      ${Array.from({length:$},(f,h)=>i`<${Fe} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${u&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function Io(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,o=t>2?.8:.62;return{x:Math.cos(n(e)),y:o*a(e)/s,angle:n(e)}}function qo({others:e,view:t,players:n,me:a,many:s}){let o=t.players>2,l=e.length,c=u=>`--x: ${u.x.toFixed(3)}; --y: ${u.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(o?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${o?`--n: ${l}`:""} aria-label=${r("Players")}>
    ${e.map((u,p)=>{let d=Io(p-.5,l),$=90-d.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&o&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+u}
          style=${`${c(d)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${wi} key=${u} seat=${u}
        view=${t} players=${n} me=${a} many=${s} place=${o?c(Io(p,l)):""} />`})}
  </ul>`}function _i(e){let t=new Map,n=[],a=[],s=new Map,o=new Map,l=!1;for(let d of e||[])d.uno&&(l=!0),d.key&&!o.has(d.key)&&o.set(d.key,d),d.kind==="play"?(t.has(d.card)||t.set(d.card,[]),t.get(d.card).push(d)):d.kind==="dump"?n.push(d):d.kind==="color"?a.push(d):s.set(d.action,d);let c=e||[],u=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(d=>d.kind==="draw"||d.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:o,draw:p,unoPossible:l,forced:u}}function jo(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),o=a.find(l=>!l.uno);return n&&s?s.action:o?o.action:s?s.action:null}var Uo="unoduo.autoAnswer";function ki(){try{return localStorage.getItem(Uo)!=="off"}catch{return!0}}function xi(e){try{localStorage.setItem(Uo,e?"on":"off")}catch{}}function Jt({st:e,players:t,send:n,sending:a,log:s,roundOver:o,closeRoundOver:l,askRematch:c,rematchAsked:u,game:p,reveal:d,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:v,rules:g,lesson:b,reactionBar:k}){let _=e.view,x=_.seat,w=!(o&&!_.match_over)&&(Ee(e)||mo(e)),A=He(()=>_i(w?e.choices:[]),[e,w]),[S,H]=y(!1),[L,W]=y(null),[ue,se]=y(!1),[le,j]=y([]),[Q,T]=y(null),[I,Y]=y(ki()),[ne,F]=y(Co),ae=O(null),pe=U=>T(G=>G===U?null:U),ee=w&&I&&A.forced&&!_.match_over?A.forced:null;ie(()=>{H(!1),W(null),j([]),se(_.decision==="dump"&&w)},[e.seq]),C(()=>{ee&&n(ee.action,ee)},[e.seq,ee]);let ge=A.dumps.length?A.dumps[0].cards:[],xe=w&&ue&&A.dumps.length>0,he=U=>{if(ve(U).wild){W(U);return}let G=jo(A.plays.get(U)||[],null,S);G&&n(G)},oe=U=>{let G=jo(A.plays.get(L)||[],U,S);W(null),G&&n(G)},Me=U=>{let G=`dump ${U.join(" ")}`,Se=A.dumps.some(P=>P.uno),E=A.dumps.some(P=>!P.uno);return Se&&(S||!E)?`${G} uno`:G},et=U=>{if(ge.length===1){n(Me([_.hand[U]]));return}j(G=>G.includes(U)?G.filter(Se=>Se!==U):G.concat([U]))},Ne=()=>Me(le.map(U=>_.hand[U])),en=xe&&le.length===ge.length;ie(()=>{let U=G=>{if(G.ctrlKey||G.metaKey||G.altKey)return;let Se=G.target;if(Se&&(Se.tagName==="INPUT"||Se.tagName==="SELECT"||Se.tagName==="TEXTAREA")||L)return;let E=G.key.toLowerCase(),P=A.other,ye=z=>{G.preventDefault(),n(z)};if(G.key==="Escape"&&Q){G.preventDefault(),T(null);return}if(E==="s"){G.preventDefault(),pe("scores");return}if(E==="h"){G.preventDefault(),ko(ae.current,0);return}if(!w||a||ee)return;let re=_.decision==="after_draw"&&(A.plays.get(_.drawn)||[])[0],K=/^[0-9]$/.test(E)?E==="0"?9:Number(E)-1:-1,_e=K>=0?In(_.hand,ne)[K]:null,M=E==="p"?re:K>=0?_e&&(A.plays.get(_e.code)||[])[0]:A.keys.get(E);M&&M.kind==="play"?(G.preventDefault(),he(M.card)):M&&M.kind==="dump"?(G.preventDefault(),_.decision==="turn"&&se(!0)):M&&M.kind!=="color"&&P.has(M.action)?ye(M.action):E==="u"&&A.unoPossible&&(G.preventDefault(),H(z=>!z))};return window.addEventListener("keydown",U),()=>window.removeEventListener("keydown",U)}),C(()=>{if(!w)return;let U=document.activeElement;if(U&&U!==document.body&&document.contains(U))return;let G=document.querySelector("[data-autofocus='true']")||_o(ae.current);G&&G.focus({preventScroll:!0})},[e.seq]);let ct=[..._.events].reverse().find(U=>U.kind==="play"||U.kind==="dump"),tn=ct?ct.seat===x?"hand":`seat-${ct.seat}`:null,kt=_.options&&_.options.target_score||(_.ruleset==="classic"?500:200),xt=Do(_.players,x),nn=xt.length>3,St=x===null;return i`<div class="table">
    <${go} spectator=${St} view=${_} target=${kt} panel=${Q} toggle=${pe} />
    <${qo} others=${xt} view=${_} players=${t} me=${x} many=${nn} />
    <${No} view=${_} canDraw=${w&&!a&&!ee&&!!A.draw}
      onDraw=${()=>n(A.draw.action)} from=${tn} />
    <${Eo} st=${e} players=${t} mine=${w} autoAction=${ee}
      hint=${f} askHint=${h} rated=${v}
      controls=${{view:_,groups:A,send:n,sending:a,unoArmed:S,setUnoArmed:H,dumpMode:ue,setDumpMode:se,dumping:xe,dumpReady:en,dumpAction:Ne,dumpCards:ge,clearDump:()=>j([])}} />
    ${x!==null?i`<${Ro} view=${_} groups=${A} mine=${w&&!ee} sending=${a} play=${he}
          handRef=${ae} dumping=${xe} dumpOrder=${le} toggleDump=${et} wildCard=${L}
          sorted=${ne} corner=${k&&!_.match_over?k(!1):null} />`:i`<div></div>`}
    ${L&&i`<div class="overlay picker-overlay"><${qn}
      title=${r("Choose the colour for your {card}",{card:De(L)})}
      onPick=${oe} onCancel=${()=>W(null)} testid="wild-color-picker" /></div>`}
    ${d&&i`<${Mo} reveal=${d} players=${t} me=${x} onClose=${$} />`}
    ${f&&w&&i`<${ao} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${U=>{m(),n(U)}} />`}
    ${o&&!_.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${o&&!_.match_over&&i`<${Ao} info=${o} view=${_} players=${t} me=${x}
      onClose=${l} target=${kt} />`}
    ${_.match_over&&!b&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${_.match_over&&!b&&i`<${Lo} view=${_} players=${t} me=${x} askRematch=${c}
      rematchAsked=${u} game=${p} spectator=${St}
      reactions=${k?k(!0):null} />`}
    <${yo} panel=${Q} setPanel=${T} view=${_} players=${t} me=${x} log=${s} rules=${g}
      autoAnswer=${I} onAutoAnswer=${U=>{xi(U),Y(U)}}
      sorted=${x!==null?ne:null} onSorted=${U=>{To(U),F(U)}} />
  </div>`}var Ho="unoduo.learn.done",Xt=["duo","classic"];function Wo(){try{let e=JSON.parse(localStorage.getItem(Ho)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function Si(e){let t=Wo();if(!t.has(e)){t.add(e);try{localStorage.setItem(Ho,JSON.stringify([...t]))}catch{}}}function Bo(){C(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Go(){let[e,t]=y(Le());return C(()=>It(n=>t(n)),[]),e}function Yo(e){let[t,n]=y(null),[a,s]=y("");return C(()=>{let o=!0;return Promise.all(Xt.map(l=>B.lessons(l,e))).then(l=>{if(!o)return;let c={};Xt.forEach((u,p)=>{c[u]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{o&&s(J(l))}),()=>{o=!1}},[e]),{lists:t,error:a}}async function Ci(e,t){try{let n=await B.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:nt()});ke(n.game,n.seat,n.token,{}),Z(`/game/${n.game}`)}catch(n){t(J(n,"create"))}}function Ti({lists:e,done:t}){let a=Xt.flatMap(o=>e[o]||[]).find(o=>!t.has(o.id));if(!a)return i`<p class="lesson-all-done" data-testid="all-done">${r("You have finished every lesson.")}</p>`;let s=N(a.title);return i`<p class="lesson-continue"><a href=${`/learn/${encodeURIComponent(a.id)}`} class="lesson-continue-button"
      data-testid="continue-lesson" data-lesson=${a.id}
      onClick=${o=>{o.preventDefault(),Z(`/learn/${encodeURIComponent(a.id)}`)}}>
    ${t.size?r("Continue: {title}",{title:s}):r("Start: {title}",{title:s})}</a></p>`}function Fo(){Bo();let e=Go(),{lists:t,error:n}=Yo(e),a=Wo();return C(()=>{document.title=r("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${r("Learn by playing")}</h1>
    <p class="learn-intro">${r("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${r("Loading…")}</p>`}
    ${t&&i`<${Ti} lists=${t} done=${a} />`}
    ${t&&Xt.map(s=>{let o=t[s],l=o.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Te(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${r("{done} of {total} done",{done:l,total:o.length})}</span></h2>
        <ol class="lesson-list">
          ${o.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${R} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${N(c.title)}</strong>
                <span class="lesson-goal">${N(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${r("(done)")}</span>`}
            </${R}></li>`)}
        </ol>
      </section>`})}
  </main>`}function jn(e){return(e.narration||[]).filter(t=>!!t)}function Ri(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function Ei(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=Ri(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",de("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&de("shake",l);return}let o=n.getBoundingClientRect();s.forEach((l,c)=>{let u=a.querySelector(`[data-card="${l}"]`),p=u&&(u.closest("button")||u);if(!p||typeof p.animate!="function")return;let d=p.getBoundingClientRect(),$=o.left+o.width/2-(d.left+d.width/2),f=o.top+o.height/2-(d.top+d.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function Mi({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${r("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${N(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${r("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&i`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${N(n.text)}
        ${t&&i` <strong class="taken-back" data-testid="taken-back">${r("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&i`<p class="lesson-try" data-testid="lesson-prompt">${N(e.prompt)}</p>`}
  </section>`}function Ai({lesson:e,next:t,ruleset:n}){let a=O(null),[s,o]=y("");return C(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${r("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${N(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>Z(`/learn/${encodeURIComponent(t.id)}`)}>${r("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>Ci(n,o)}>${r("Play a bot now")}</button>
      <${R} href="/learn" testid="all-lessons">${r("All lessons")}</${R}>
    </div>
  </section>`}function zo({id:e}){Bo();let t=Go(),[n,a]=y([]),[s,o]=y(null),[l,c]=y(!1),[u,p]=y(""),[d,$]=y(""),[f,h]=y(null),[m,v]=y([]),[g,b]=y(""),k=O(null),_=O(null),x=O(0),w=O(null),{lists:A}=Yo(t),S=async(I,Y)=>{c(!0);let ne;try{ne=await B.lesson(e,I,Le())}catch(oe){c(!1),oe&&(oe.code==="unknown_lesson"||oe.status===404)?$(r("There is no such lesson.")):p(J(oe));return}let F=ne.lesson,ae=F.undone?I.slice(0,-1):I,pe=w.current,ee=pe?jn(pe.state).length:0,ge=jn(ne.state),xe=ge.length>ee?ge.slice(ee):[];v(pe&&!F.undone?xe.slice(-3):[]),x.current+=1,_.current={before:de("snapshot",k.current),tried:F.undone?Y:null},a(ae),h(F.undone?Y:null),w.current={state:ne.state,lesson:F,seq:x.current},o(w.current),p(""),c(!1),F.feedback&&Re(F.feedback.kind==="wrong"?"lose":"turn"),F.done&&Si(e);let he=[F.feedback?N(F.feedback.text):"",F.done?N(F.summary):N(F.prompt)];b(he.filter(Boolean).join(" "))};C(()=>{o(null),w.current=null,a([]),h(null),$(""),p(""),S([],null)},[e]),C(()=>{s&&S(n,null)},[t]),ie(()=>{let I=_.current;if(!I)return;_.current=null;let Y=k.current;Y&&delete Y.dataset.takenBack,I.tried?Ei(Y,I.tried):I.before&&de("flip",Y,I.before,{leave:"none"})},[s&&s.seq]),C(()=>{s&&(document.title=`${N(s.lesson.title)} — ${r("Learn")}`)},[s&&s.seq,t]);let H=I=>{l||!s||s.lesson.done||S(n.concat([I]),I)};if(d)return i`<main class="page" data-testid="lesson-missing"><h1>${d}</h1>
      <p><${R} href="/learn">${r("All lessons")}</${R}></p></main>`;let L=s?Object.assign({},s.state,{lastTold:m}):null,W=s?s.lesson:null,ue=L?L.view.ruleset:"duo",se=A&&A[ue]||[],le=se.findIndex(I=>I.id===e),j=le>=0&&le+1<se.length?se[le+1]:null,Q=L?(L.players||[]).map(I=>I.seat===L.view.seat?I:{...I,kind:"lesson"}):[],T=L?jn(L).map((I,Y)=>({key:`l${Y}`,say:()=>N(I)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${k}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${L?L.seq:-1} data-decision=${L?L.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${L?L.status:""}
      data-undone=${f?"true":"false"} data-done=${W&&W.done?"true":"false"}
      data-my-turn=${L&&!W.done&&L.view.to_act===L.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${u&&i`<p class="error" role="alert" data-testid="table-error">${u}</p>`}
    ${W&&i`<${Mi} lesson=${W} undone=${f} />`}
    ${L?i`<${Jt} st=${L} players=${Q} send=${H} sending=${l||W.done} log=${T}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${r("Loading…")}</p>`}
    ${W&&W.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${Ai} lesson=${{...W,id:e}} next=${j} ruleset=${ue} />`}
  </main>`}function Un(e){return J(e)}function Li(e,t,n){let a=e.view||{},s=a.players||n.players.length,o=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,u)=>Array(o[u]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function Ko(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await hn(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),o=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,u=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function d(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=hn(`${t}/${encodeURIComponent(f)}`).then(m=>{let v=(m.steps||[]).map(g=>Li(g,f,{players:s,...n}));return v.sort((g,b)=>g.index-b.index),l.set(f,v),c.delete(f),v},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let v=p(h)?p(h).first_step:0,g=f[m-v];return g&&g.index===m?g:f.find(b=>b.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:o,roundOf:u,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=u(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=u(f),m=$(await d(h),h,f);if(!m)throw new We(0,"missing_step",r("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=u(f),m=p(h);if(!m)return;let v=()=>{};if(d(h).catch(v),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&d(g.round).catch(v)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&d(g.round).catch(v)}}}}var Oi=3,Qt=[-7,4,-2];function Pi(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Vo({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=Pi(e,a.map(c=>c||"?")),o=t.toAct===e&&!t.over,l=X(n.players,e,null);return i`<div class=${"replay-seat"+(o?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${o?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${D("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${r("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,u)=>i`<span class="replay-slot" key=${s[u]} data-card-key=${s[u]} data-from="draw"
        >${c?i`<${te} code=${c} size="small" />`:i`<${Fe} size="small" label=${r("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function Ni({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-Oi),s=n.slice(a),o=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?r("Top card: {card}",{card:De(e.top,e.color)}):"",c=e.color?r("Colour: {color}",{color:$e(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${Fe} size="small" label=${D("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${te} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((u,p)=>{let d=a+p,$=d===n.length-1&&!!e.top,f=Qt[(d%Qt.length+Qt.length)%Qt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+d}
          data-card-key=${"d"+d+"-"+u} data-from=${d===n.length-1?o:null}
          style=${`--tilt: ${f}deg`}><${te} code=${u} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${Ye[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?r("Play goes clockwise ↻"):r("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Jo({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,d)=>d),o=s.filter(p=>p!==0),l=O(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},u=p=>{let d=l.current;if(l.current=null,!d||!a)return;let $=p.clientX-d.x,f=p.clientY-d.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(o.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${r("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${u}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${o.map(p=>i`<${Vo} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${Ni} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${Vo} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function Xo(e){return(e.narration||[]).filter(t=>t).map(N)}function Qo({step:e,quiet:t}){let n=Xo(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=r("Start of the match"):a=r("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((o,l)=>i`<li key=${l}>${o}</li>`)}</ul>`}
  </div>`}function Zo({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?r("The match is a draw"):r("{name} won the match",{name:X(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function er({replay:e,round:t,at:n,onPick:a}){let s=O(null),o=e.framesOf(t)||[];return C(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let u=c.offsetTop;u<l.scrollTop?l.scrollTop=u:u+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=u+c.offsetHeight-l.clientHeight)},[n,o.length]),i`<section class="panel replay-moves">
    <h2>${r("Moves")} · ${r("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${o.length?o[0].index+1:1}>
      ${o.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?Xo(l)[0]||l.action:r("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var Ii=[.5,1,2,4,8],Di=900;function qi(){C(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var ji={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function _t({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${ji[e]} fill="currentColor" /></svg>`}function Ui(e){let t=Be(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function tr({game:e}){qi();let[t,n]=y(null),[a,s]=y("");return C(()=>{document.title=r("Replay");let o=!0;return Ko(e).then(l=>o&&n(l),l=>o&&s(Un(l))),()=>{o=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${r("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${R} href=${`/game/${e}`}>${r("Back to the game")}</${R}></p></main>`:t?i`<${Hi} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${r("Replay")}</h1>
      <p>${r("Loading…")}</p></main>`}function Hi({replay:e,game:t}){let n=e.total-1,[a,s]=y(0),[o,l]=y(null),[c,u]=y(!1),[p,d]=y(1),[$,f]=y(""),h=O(null),m=O(null),v=O(0),g=Di/p;C(()=>{let S=!0,H=e.stepNow(a);return H?(l(H),f("")):e.step(a).then(L=>{S&&(l(L),f(""))},L=>S&&f(Un(L))),e.prefetchAround(a),()=>{S=!1}},[a]),C(()=>{if(!c)return;if(a>=n){u(!1);return}if(!o||o.index!==a)return;let S=setTimeout(()=>k(1),g);return()=>clearTimeout(S)},[c,a,o,p]);function b(S,H){let L=Math.max(0,Math.min(n,S)),W=v.current;L!==W&&(v.current=L,m.current=H&&L===W+1&&g>=150&&h.current&&o&&o.index===W?Cn(h.current):null,s(L))}let k=S=>b(v.current+S,S===1);ie(()=>{let S=m.current;S&&o&&o.index===a&&h.current&&(m.current=null,Tn(h.current,S,{duration:Math.min(320,g*.6)}),o.over&&Rn(h.current))},[o]),C(()=>{let S=H=>{if(H.ctrlKey||H.metaKey||H.altKey||H.defaultPrevented)return;let L=H.target,W=L&&L.tagName;if(W==="INPUT"||W==="SELECT"||W==="TEXTAREA"||L&&L.isContentEditable)return;let ue=document.documentElement.dir==="rtl",se=ue?"ArrowLeft":"ArrowRight",le=ue?"ArrowRight":"ArrowLeft";if(H.key===se)k(1);else if(H.key===le)k(-1);else if(H.key==="Home")b(0,!1);else if(H.key==="End")b(n,!1);else if(H.key===" "&&W!=="BUTTON"&&W!=="A")u(j=>!j);else return;H.preventDefault()};return window.addEventListener("keydown",S),()=>window.removeEventListener("keydown",S)},[n,g,o]);let _=o,x=!_||_.index!==a,w=e.roundOf(a),A=()=>{!c&&a>=n&&b(0,!1),u(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${_?_.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${x?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${r("Replay")}</h1>
    ${_&&i`<${Jo} step=${_} replay=${e} boardRef=${h} onSwipe=${k} />`}
    ${!_&&i`<p class="replay-board-placeholder">${r("Loading…")}</p>`}
    ${_&&i`<${Qo} step=${_} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${r("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>b(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${r("Start")} title=${r("Start")}><${_t} shape="first" /></button>
        <button type="button" onClick=${()=>k(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${r("Back")} title=${r("Back")}><${_t} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${A} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${_t} shape=${c?"pause":"play"} />
          <span>${c?r("Pause"):r("Play")}</span></button>
        <button type="button" onClick=${()=>k(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${r("Next")} title=${r("Next")}><${_t} shape="next" /></button>
        <button type="button" onClick=${()=>b(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${r("End")} title=${r("End")}><${_t} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${r("Move")} class="replay-slider"
        aria-valuetext=${r("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${S=>b(Number(S.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${r("Round")}
          <select data-testid="replay-round" value=${String(w)}
            onChange=${S=>b(e.firstStepOf(Number(S.target.value)),!1)}>
            ${e.rounds.map(S=>i`<option value=${String(S.round)} selected=${S.round===w}>${S.round}</option>`)}
          </select></label>
        <label>${r("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${S=>d(Number(S.target.value))}>
            ${Ii.map(S=>i`<option value=${String(S)} selected=${S===p}>${S}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${r("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${r("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${Qa} replay=${e} game=${t} at=${a} go=${S=>b(S,!1)} />
    </div>
    <aside class="replay-side">
    ${_&&i`<${Zo} step=${_} replay=${e} />`}
    ${_&&i`<${st} view=${_.sheet} players=${e.players} me=${null} />`}
    ${_&&i`<${er} replay=${e} round=${_.round} at=${a} onPick=${S=>b(S,!1)} />`}
    <p class="replay-links"><${R} href=${`/game/${t}`}>${r("Back to the game")}</${R}>
      <span aria-hidden="true"> · </span><a href=${Ui(t)} download data-testid="download-record">
        ${r("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Zt=null;function Wi({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${N(e.title)}</h2>
    <p>${N(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.top&&i`<span class="example-top" data-testid=${"example-top-"+e.id}>
          <${te} code=${e.example.top} size="small" /><span class="muted">${r("Top card")}</span></span>`}
        ${e.example.cards.map((t,n)=>i`<${te} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${r("Example:")}</strong> ${N(e.example.text)}</figcaption>
    </figure>
  </section>`}function Bi({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${r("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${N(t.term)}</dt>
        <dd>${N(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function nr(){let[e,t]=y(null),[n,a]=y("");C(()=>{document.title=r("Rules");let o=!0;return Zt||(Zt=B.rulebook().catch(l=>{throw Zt=null,l})),Zt.then(l=>{o&&t(l)},l=>{o&&a(J(l))}),()=>{o=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${r("On this page")}>
    <ol>
      ${e.duo.map(o=>i`<li><a href=${"#rule-"+o.id}>${N(o.title)}</a></li>`)}
      <li><a href="#classic">${r("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${r("Words of the game")}</a></li>
    </ol>
  </nav>`;return i`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${r("Rules")}</h1>
    <p class="rules-intro">${r("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&i`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&i`<p>${r("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(o=>i`<${Wi} key=${o.id} idea=${o} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${r("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(o=>i`<p>${N(o)}</p>`)}
    </section>`}
    ${e&&i`<${Bi} terms=${e.glossary} />`}
    <p><${R} href="/">${r("Back to the start page")}</${R}></p>
  </main>`}function Gi(e,t,n){let a=O({}),[,s]=y(0),o=Date.now();for(let u of e)u.kind==="human"&&u.joined&&!u.connected&&u.seat!==t?u.seat in a.current||(a.current[u.seat]=o):delete a.current[u.seat];let l=Object.values(a.current).map(u=>u+n*1e3-o).filter(u=>u>0),c=l.length?Math.min(...l):null;return C(()=>{if(c===null)return;let u=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(u)},[c]),e.filter(u=>u.seat in a.current&&o-a.current[u.seat]>=n*1e3)}function ar({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let o=Gi(e||[],t,n||30);return!a||o.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${o.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${r("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${r("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${r("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var sr=[{id:"good_game",label:()=>r("Good game")},{id:"well_played",label:()=>r("Well played")},{id:"oops",label:()=>r("Oops")},{id:"hurry_up",label:()=>r("Hurry up?")},{id:"thanks",label:()=>r("Thanks")},{id:"smile",label:()=>r("Smiling"),emoji:"😊"},{id:"laugh",label:()=>r("Laughing"),emoji:"😄"},{id:"wow",label:()=>r("Wow"),emoji:"😮"}],Hn=new Map(sr.map(e=>[e.id,e])),or=4e3,ir=new Set(["reaction_too_soon","unknown_reaction","no_reactions","not_a_person"]),lr="unoduo.reactionsMuted",Yi=50;function Fi(e){let t=Hn.get(e);return t?t.label():""}function cr(e,t){return t==null?!1:(e||[]).some(n=>n.kind==="human"&&n.seat!==t)}function dr(){try{let e=JSON.parse(localStorage.getItem(lr)||"[]");return Array.isArray(e)?e:[]}catch{return[]}}function rr(e){return dr().includes(e)}function zi(e,t){let n=dr().filter(s=>s!==e),a=t?n.concat([e]).slice(-Yi):n;try{localStorage.setItem(lr,JSON.stringify(a))}catch{}}function ur(e){let[t,n]=y([]),[a,s]=y(()=>rr(e)),[o,l]=y(""),[c,u]=y(""),p=O(0),d=O(a);return d.current=a,C(()=>{let m=rr(e);s(m),d.current=m,n([])},[e]),C(()=>{if(!o)return;let m=setTimeout(()=>l(""),or);return()=>clearTimeout(m)},[o]),{bubbles:t,muted:a,setMuted:m=>{zi(e,m),d.current=m,s(m),m&&n([])},notice:o,announce:c,received:(m,v,g)=>{if(d.current||!Hn.has(m.reaction))return;p.current+=1;let b=p.current;n(k=>k.filter(_=>_.seat!==m.seat).concat([{key:b,seat:m.seat,id:m.reaction}])),setTimeout(()=>n(k=>k.filter(_=>_.key!==b)),or),Re("reaction"),u(r("{name}: {reaction}",{name:X(v,m.seat,g),reaction:Fi(m.reaction)}))},refused:m=>l(m.code==="reaction_too_soon"?r("Please wait a moment before the next reaction."):r("That reaction could not be sent.")),sent:()=>l("")}}function pr({reactions:e,send:t,inline:n}){let[a,s]=y(!1),o=O(null),l=O(null),{muted:c,setMuted:u,notice:p}=e;C(()=>{if(!a||!l.current)return;let h=l.current.querySelector("button");h&&h.focus({preventScroll:!0})},[a]);let d=()=>{s(!1),o.current&&o.current.focus({preventScroll:!0})},$=h=>{if(h.key==="Escape"){h.preventDefault(),h.stopPropagation(),d();return}h.stopPropagation()},f=h=>{t(h)&&d()};return i`<div class=${"reactions"+(n?" reactions-inline":"")} data-testid=${n?"reactions-end":"reactions"}
      onKeyDown=${$}>
    <button type="button" class="tool reaction-toggle" ref=${o} aria-expanded=${a?"true":"false"}
      aria-controls=${n?"reaction-bar-end":"reaction-bar"} data-testid="reaction-toggle"
      onClick=${()=>s(h=>!h)}>
      <span class="tool-icon" aria-hidden="true">☺</span><span class=${n?"":"visually-hidden"}>${r("Reactions")}</span>
    </button>
    ${a&&i`<div class="reaction-bar" id=${n?"reaction-bar-end":"reaction-bar"} ref=${l}
        role="group" aria-label=${r("Send a reaction")} data-testid="reaction-bar">
      ${sr.map(h=>i`<button type="button" key=${h.id} class=${"reaction-choice"+(h.emoji?" emoji":"")}
          data-testid=${"react-"+h.id} aria-label=${h.emoji?h.label():null} title=${h.emoji?h.label():null}
          onClick=${()=>f(h.id)}>${h.emoji?i`<span aria-hidden="true">${h.emoji}</span>`:h.label()}</button>`)}
      <button type="button" class="reaction-mute" aria-pressed=${c?"true":"false"} data-testid="reaction-mute"
        onClick=${()=>u(!c)}>${r("Mute reactions in this game")}</button>
    </div>`}
    ${p&&i`<p class="reaction-notice" role="status" data-testid="reaction-notice">${p}</p>`}
  </div>`}function Ki(e,t,n){if(!e)return null;let a=e.querySelector(t===n?"[data-anchor=hand]":`[data-anchor=seat-${t}]`);if(!a)return null;let s=e.getBoundingClientRect(),o=a.getBoundingClientRect(),l=o.left+o.width/2-s.left,c=Math.min(128,s.width/5),u=Math.max(c,Math.min(s.width-c,l));return t===n?{x:u,y:o.top-s.top,above:!0}:{x:u,y:o.bottom-s.top,above:!1}}function fr({reactions:e,players:t,me:n,rootRef:a}){return e.muted||!e.bubbles.length?null:i`<div class="reaction-bubbles" aria-hidden="true">
    ${e.bubbles.map(s=>{let o=Ki(a.current,s.seat,n);if(!o)return null;let l=Hn.get(s.id);return i`<div key=${s.key} class=${"reaction-bubble"+(o.above?" above":" below")}
          data-testid=${"reaction-bubble-"+s.seat} data-reaction=${s.id}
          style=${`left: ${o.x.toFixed(0)}px; top: ${o.y.toFixed(0)}px`}>
        ${l.emoji?i`<span class="reaction-emoji">${l.emoji}</span>`:l.label()}
        <span class="reaction-by">${X(t,s.seat,n)}</span>
      </div>`})}
  </div>`}var hr=200,Vi=650,Ji=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function Xi(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,o=(t.previous_events||[]).filter(u=>u.kind==="draw"&&u.info==="last_card"),l=[],c=null;return n.points.forEach((u,p)=>{if(p===n.out)return;let d=o.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...d.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,v)=>m+(Number(v.value)||0),0)===u&&$.length&&(c=f)}else e.handSizes&&u>0&&Ue(t)&&l.push({seat:p,count:e.handSizes[p]+d.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function Wn({game:e,spectator:t}){let n=t?null:Be(e),[a,s]=y(null),[o,l]=y(null),[c,u]=y([]),[p,d]=y("connecting"),[$,f]=y(""),[h,m]=y(""),[v,g]=y(null),[b,k]=y(!1),[_,x]=y([]),[w,A]=y(""),[S,H]=y(null),[L,W]=y(0),[ue,se]=y(null),[le,j]=y(null),[Q,T]=y(!1),[I,Y]=y(null),[ne,F]=y(!1),ae=O(null),pe=O(null),ee=O({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),ge=O(null),xe=O(null),he=O({held:null,release:null}),oe=ur(e),Me=O(oe);Me.current=oe;let et=O(c);et.current=c,C(()=>{if(F(!1),t||!n)return;let E=!0;return B.gameRating(e).then(P=>{E&&F(!!(P&&P.rated))},()=>{}),()=>{E=!1}},[e]),C(()=>{if(t||n)return;let E=!0;return B.game(e).then(()=>{E&&g(!0)},P=>{E&&g(!(P&&(P.status===404||P.code==="no_such_game"||P.code==="unknown_game")))}),()=>{E=!1}},[e]),C(()=>{if(!t&&!n)return;let E=(M,z)=>new Promise(ce=>{let Ae=z&&z.instant?null:de("snapshot",pe.current);ge.current={before:Ae,resolve:ce},en(M)}),P=(M,z)=>{let ce=he.current.held;return ce?(W(Ae=>Ae+1),Ee(M)&&M.deadline&&se(M.deadline),ce.then(()=>(W(Ae=>Math.max(0,Ae-1)),se(null),E(M,z)))):E(M,z)},ye=de("createStateQueue",P,{}),re=M=>{switch(M.type){case"welcome":s(M),xe.current=M,u(M.players||[]),f("");break;case"state":if(M.seq<ee.current.queued)return;ee.current.queued=M.seq,ye?(Ee(M)&&ye.pending()>0&&ye.flush(),ye.push(M)):P(M);break;case"presence":u(M.players||[]);break;case"ack":break;case"hint":Y(z=>_n(z,M));break;case"reaction":Me.current.received(M,et.current,n?n.seat:null);break;case"error":if(ir.has(M.code)){Me.current.refused(M);break}if(Za.has(M.code)){Y(z=>_n(z,M));break}k(!1),Ji.has(M.code)?m(J(M,"table")):M.code!=="stale"&&f(J(M,"table"));break;case"rematch":ke(M.game,M.seat,M.token,{}),Z(`/game/${M.game}`);break;default:break}},K=t?new URLSearchParams(location.search).get("code"):null,_e=new Wt(e,t?null:n.token,re,d,K);return ae.current=_e,()=>_e.close()},[e,t]),ie(()=>{let E=ge.current;if(!E)return;ge.current=null;let P=pe.current,ye=ee.current.fresh,re=o&&o.view,K=null;if(P&&re){E.before&&(K=de("flip",P,E.before,{leave:"none"}));for(let z of ye)if(z.kind==="play"||z.kind==="dump")Re("play");else if(z.kind==="draw"||z.kind==="draft_take"||z.kind==="keep")Re("draw");else if(z.kind==="uno"){Re("uno");let ce=P.querySelector(z.seat===re.seat?"[data-anchor=hand]":`[data-anchor=seat-${z.seat}]`);ce&&de("pulse",ce)}else if(z.kind==="color"){let ce=P.querySelector(".color-ring");ce&&de("pulse",ce)}else if(z.kind==="reveal"&&z.cards&&z.cards.length){let ce=P.querySelector("[data-testid=revealed-hand]");ce&&de("revealHand",ce)}let M=ee.current.prev;if(M&&re.pending_draw>M.pending_draw){let z=P.querySelector("[data-testid=pending-draw]");z&&de("pulse",z)}Ee(o)&&!(M&&M.myTurn)&&Re("turn"),re.match_over&&!(M&&M.over)&&(Re(re.winner===re.seat?"win":"lose"),re.winner!==null&&re.winner===re.seat&&de("celebrate",P)),ee.current.prev={pending_draw:re.pending_draw,myTurn:Ee(o),over:re.match_over}}let _e=de("reducedMotion");if(!K||_e){E.resolve();return}Promise.race([Promise.resolve(K),new Promise(M=>setTimeout(M,Vi))]).then(()=>E.resolve(),()=>E.resolve())},[o]);let Ne=Ee(o)&&!S;C(()=>{let E=r("UNO Duo");document.title=Ne?r("● Your turn — {title}",{title:E}):E},[Ne,o&&o.seq]);function en(E){let P=E.view,ye=E.players||[],re=P.seat,K=ee.current,_e=E.status==="waiting",M=[],z=K.round!==null&&K.round!==P.round;if(z&&!_e&&Array.isArray(E.previous_narration))for(let fe of E.previous_narration.slice(K.count))fe&&M.push(fe);if(K.rounds!==null&&P.rounds.length>K.rounds){let fe=P.rounds[P.rounds.length-1];if(!P.match_over){let dt=Xi(K,P,fe,(xe.current||{}).card_points);ct(),H({number:P.rounds.length,result:fe,scores:P.scores,before:K.scores||null,scored:dt})}}z&&j(null);let ce=K.round===P.round&&K.count<=P.events.length?K.count:0,Ae=_e?[]:P.events.slice(ce),mr=E.narration||[],gr=E.events_from||0,Bn=[];Ae.forEach((fe,dt)=>{let Ct=mr[ce+dt-gr];Ct&&Bn.push(Ct)}),M.push(...Bn);for(let fe of Ae)fe.kind==="reveal"&&fe.cards&&fe.cards.length&&j({seat:fe.seat,cards:fe.cards,key:`${P.round}-${E.seq}`});K.fresh=Ae,_e||(K.round=P.round,K.count=P.events.length,K.rounds=P.rounds.length,K.scores=P.scores,K.hand=P.hand||null,K.handSizes=P.hand_sizes||null),K.seq=E.seq,M.length&&x(fe=>{let dt=E.seq*1e3,Ct=M.map((yr,Fn)=>({key:`${dt+Fn}-${fe.length+Fn}`,say:()=>N(yr)}));return fe.concat(Ct).slice(-hr)}),E.lastTold=(ce>0?M:M.slice(-1)).slice(-3);let Gn=_e?"":N(E.prompt),Yn=E.last&&E.last.seat!==re?E.lastTold.map(N).join(" "):"";A(Yn?`${Yn} ${Gn}`:Gn),u(ye),l(E),k(!1)}function ct(){let E=he.current;E.held||(E.held=new Promise(P=>{E.release=()=>{E.held=null,E.release=null,P()}}))}let tn=()=>{H(null),he.current.release&&he.current.release()},kt=(E,P)=>{if(!o||b)return;let ye=ae.current;if(!ye||!ye.send({type:"action",seq:o.seq,action:E})){f(r("Not connected. Reconnecting…"));return}if(P){let re=N(P.label);x(K=>K.concat([{key:`auto-${o.seq}`,say:()=>r("Answered for you: {what}",{what:re})}]).slice(-hr))}j(null),f(""),k(!0)},xt=()=>{o&&ae.current&&ae.current.send({type:"hint",seq:o.seq})&&Y({seq:o.seq,status:"asking"})},nn=E=>{let P=!!ae.current&&ae.current.send({type:"react",reaction:E});return P&&oe.sent(),P},St=()=>{ae.current&&ae.current.send({type:"rematch"})&&T(!0)};if(h)return i`<${Vt} title=${h} testid="table-fatal" />`;if(!t&&!n)return v===!1?i`<${Vt} title=${r("No such game.")} testid="table-fatal" />`:v===null?i`<main class="page" data-testid="loading"><p>${r("Loading…")}</p></main>`:i`<${Vt} title=${r("You have no seat in this game")} testid="no-seat"
      text=${r("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let U=!!o&&o.status==="waiting",G=!t&&!!n&&cr(c,n.seat),Se=E=>G?i`<${pr} reactions=${oe} send=${nn} inline=${E} />`:null;return i`<main class=${"page table-page"+(Ne?" my-turn":"")} data-testid="table" ref=${pe}
      data-seq=${o?o.seq:-1}
      data-connection=${p} data-decision=${o?o.view.decision:""} data-sending=${b?"true":"false"}
      data-round=${o?o.view.round:""} data-status=${o?o.status:""}
      data-my-turn=${Ne?"true":"false"}>
    <h1 class="visually-hidden">${a?Te(a.ruleset):r("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${w}</div>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="reaction-announce">${oe.muted?"":oe.announce}</div>
    <${Oo} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${U&&i`<${Po} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${ar} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!o&&o.status==="playing"}
      letBotPlay=${E=>ae.current&&ae.current.send({type:"let_bot_play",seat:E})} />`}
    ${o&&!U?i`<${Jt} st=${o} players=${c} send=${kt} sending=${b} log=${_}
          roundOver=${S&&{...S,held:L,deadline:ue}} closeRoundOver=${tn} askRematch=${St}
          rematchAsked=${Q} game=${e} reveal=${le} closeReveal=${()=>j(null)}
          hint=${I&&I.seq===o.seq?I:null} askHint=${xt} closeHint=${()=>Y(null)}
          rated=${ne} reactionBar=${Se}
          rules=${a&&a.rules||[]} />`:!o&&i`<p class="table-message" data-testid="loading">${r("Connecting to the game…")}</p>`}
    <${fr} reactions=${oe} players=${c} me=${n?n.seat:null} rootRef=${pe} />
  </main>`}function Qi(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function Zi(){let e=ze().languages||{en:"English"},t=n=>un(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${r("Language")}</span>
    <select data-testid="language" onChange=${t} value=${Le()} aria-label=${r("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===Le()}>${a}</option>`)}
    </select>
  </label>`}function el(){let e=at(),t=e?e.name:r("Log in");return i`<header class="site-header">
    <${R} href="/" testid="home-link" cls="brand">${r("UNO Duo")}</${R}>
    <nav aria-label=${r("Main")}>
      <${R} href="/learn" testid="learn-link">${r("Learn")}</${R}>
      <${R} href="/rules" testid="rules-link">${r("Rules")}</${R}>
      <${R} href="/rated" testid="rated-link">${r("Rated play")}</${R}>
      <${R} href="/leaderboard" testid="leaderboard-link">${r("Leaderboard")}</${R}>
      <${R} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${R}>
    </nav>
    <${Zi} />
  </header>`}function tl(){let[e,t]=y(location.pathname),[,n]=y(Le());C(()=>{let o=()=>t(location.pathname);window.addEventListener("popstate",o),window.addEventListener("unoduo:navigate",o);let l=It(c=>n(c));return()=>{window.removeEventListener("popstate",o),window.removeEventListener("unoduo:navigate",o),l()}},[]);let a=Qi(e),s;switch(a.page){case"home":s=i`<${Ha} />`;break;case"game":s=i`<${Wn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${Wn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${Va} code=${a.code} />`;break;case"replay":s=i`<${tr} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${nr} />`;break;case"learn":s=i`<${Fo} />`;break;case"lesson":s=i`<${zo} key=${a.id} id=${a.id} />`;break;case"account":s=i`<${Wa} />`;break;case"rated":s=i`<${Ya} />`;break;case"leaderboard":s=i`<${Ga} />`;break;case"profile":s=i`<${Ba} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${r("Page not found")}</h1>
        <p><${R} href="/">${r("Back to the start page")}</${R}></p></main>`}return i`<${el} />${s}`}async function nl(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&Fa();let e=Ma();try{Da(await B.meta())}catch{}await Promise.all([un(Sa(ze().languages)),e]),ba(i`<${tl} />`,document.getElementById("app")),document.body.dataset.ready="true"}nl();function $r(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?$r():window.addEventListener("load",$r,{once:!0});
