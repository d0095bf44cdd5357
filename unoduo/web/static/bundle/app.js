var Xr=Object.defineProperty;var Un=(e,t)=>{for(var n in t)Xr(e,n,{get:t[n],enumerable:!0})};var At,U,Zn,ut,ea,Hn,Qr,Et={},ta=[],Zr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Ae(e,t){for(var n in t)e[n]=t[n];return e}function na(e){var t=e.parentNode;t&&t.removeChild(e)}function aa(e,t,n){var a,s,r,l={};for(r in t)r=="key"?a=t[r]:r=="ref"?s=t[r]:l[r]=t[r];if(arguments.length>2&&(l.children=arguments.length>3?At.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(r in e.defaultProps)l[r]===void 0&&(l[r]=e.defaultProps[r]);return Ct(e,l,a,s,null)}function Ct(e,t,n,a,s){var r={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++Zn};return U.vnode!=null&&U.vnode(r),r}function Lt(e){return e.children}function Tt(e,t){this.props=e,this.context=t}function Xe(e,t){if(t==null)return e.__?Xe(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?Xe(e):null}function ra(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return ra(e)}}function jn(e){(!e.__d&&(e.__d=!0)&&ut.push(e)&&!Mt.__r++||Hn!==U.debounceRendering)&&((Hn=U.debounceRendering)||ea)(Mt)}function Mt(){for(var e;Mt.__r=ut.length;)e=ut.sort(function(t,n){return t.__v.__b-n.__v.__b}),ut=[],e.some(function(t){var n,a,s,r,l,c;t.__d&&(l=(r=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Ae({},r)).__v=r.__v+1,en(c,r,s,n.__n,c.ownerSVGElement!==void 0,r.__h!=null?[l]:null,a,l??Xe(r),r.__h),la(a,r),r.__e!=l&&ra(r)))})}function oa(e,t,n,a,s,r,l,c,u,p){var d,$,f,h,m,v,g,y=a&&a.__k||ta,_=y.length;for(n.__k=[],d=0;d<t.length;d++)if((h=n.__k[d]=(h=t[d])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?Ct(null,h,null,null,h):Array.isArray(h)?Ct(Lt,{children:h},null,null,null):h.__b>0?Ct(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=y[d])===null||f&&h.key==f.key&&h.type===f.type)y[d]=void 0;else for($=0;$<_;$++){if((f=y[$])&&h.key==f.key&&h.type===f.type){y[$]=void 0;break}f=null}en(e,h,f=f||Et,s,r,l,c,u,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(v==null&&(v=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=u=sa(h,u,e):u=ia(e,h,f,y,m,u),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=u):e.value=""):u&&f.__e==u&&u.parentNode!=e&&(u=Xe(f))}for(n.__e=v,d=_;d--;)y[d]!=null&&(typeof n.type=="function"&&y[d].__e!=null&&y[d].__e==n.__d&&(n.__d=Xe(a,d+1)),da(y[d],y[d]));if(g)for(d=0;d<g.length;d++)ca(g[d],g[++d],g[++d])}function sa(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?sa(s,t,n):ia(n,s,s,e.__k,s.__e,t));return t}function ia(e,t,n,a,s,r){var l,c,u;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=r||s.parentNode==null)e:if(r==null||r.parentNode!==e)e.appendChild(s),l=null;else{for(c=r,u=0;(c=c.nextSibling)&&u<a.length;u+=2)if(c==s)break e;e.insertBefore(s,r),l=r}return l!==void 0?l:s.nextSibling}function Wn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||Zr.test(t)?n:n+"px"}function St(e,t,n,a,s){var r;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||Wn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||Wn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")r=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+r]=n,n?a||e.addEventListener(t,r?Gn:Bn,r):e.removeEventListener(t,r?Gn:Bn,r);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Bn(e){this.l[e.type+!1](U.event?U.event(e):e)}function Gn(e){this.l[e.type+!0](U.event?U.event(e):e)}function en(e,t,n,a,s,r,l,c,u){var p,d,$,f,h,m,v,g,y,_,x,k=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(u=n.__h,c=t.__e=n.__e,t.__h=null,r=[c]),(p=U.__b)&&p(t);try{e:if(typeof k=="function"){if(g=t.props,y=(p=k.contextType)&&a[p.__c],_=p?y?y.props.value:p.__:a,n.__c?v=(d=t.__c=n.__c).__=d.__E:("prototype"in k&&k.prototype.render?t.__c=d=new k(g,_):(t.__c=d=new Tt(g,_),d.constructor=k,d.render=to),y&&y.sub(d),d.props=g,d.state||(d.state={}),d.context=_,d.__n=a,$=d.__d=!0,d.__h=[]),d.__s==null&&(d.__s=d.state),k.getDerivedStateFromProps!=null&&(d.__s==d.state&&(d.__s=Ae({},d.__s)),Ae(d.__s,k.getDerivedStateFromProps(g,d.__s))),f=d.props,h=d.state,$)k.getDerivedStateFromProps==null&&d.componentWillMount!=null&&d.componentWillMount(),d.componentDidMount!=null&&d.__h.push(d.componentDidMount);else{if(k.getDerivedStateFromProps==null&&g!==f&&d.componentWillReceiveProps!=null&&d.componentWillReceiveProps(g,_),!d.__e&&d.shouldComponentUpdate!=null&&d.shouldComponentUpdate(g,d.__s,_)===!1||t.__v===n.__v){d.props=g,d.state=d.__s,t.__v!==n.__v&&(d.__d=!1),d.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(w){w&&(w.__=t)}),d.__h.length&&l.push(d);break e}d.componentWillUpdate!=null&&d.componentWillUpdate(g,d.__s,_),d.componentDidUpdate!=null&&d.__h.push(function(){d.componentDidUpdate(f,h,m)})}d.context=_,d.props=g,d.state=d.__s,(p=U.__r)&&p(t),d.__d=!1,d.__v=t,d.__P=e,p=d.render(d.props,d.state,d.context),d.state=d.__s,d.getChildContext!=null&&(a=Ae(Ae({},a),d.getChildContext())),$||d.getSnapshotBeforeUpdate==null||(m=d.getSnapshotBeforeUpdate(f,h)),x=p!=null&&p.type===Lt&&p.key==null?p.props.children:p,oa(e,Array.isArray(x)?x:[x],t,n,a,s,r,l,c,u),d.base=t.__e,t.__h=null,d.__h.length&&l.push(d),v&&(d.__E=d.__=null),d.__e=!1}else r==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=eo(n.__e,t,n,a,s,r,l,u);(p=U.diffed)&&p(t)}catch(w){t.__v=null,(u||r!=null)&&(t.__e=c,t.__h=!!u,r[r.indexOf(c)]=null),U.__e(w,t,n)}}function la(e,t){U.__c&&U.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){U.__e(a,n.__v)}})}function eo(e,t,n,a,s,r,l,c){var u,p,d,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),r!=null){for(;m<r.length;m++)if((u=r[m])&&(u===e||(h?u.localName==h:u.nodeType==3))){e=u,r[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),r=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(r=r&&At.call(e.childNodes),p=($=n.props||Et).dangerouslySetInnerHTML,d=f.dangerouslySetInnerHTML,!c){if(r!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(d||p)&&(d&&(p&&d.__html==p.__html||d.__html===e.innerHTML)||(e.innerHTML=d&&d.__html||""))}if((function(v,g,y,_,x){var k;for(k in y)k==="children"||k==="key"||k in g||St(v,k,null,y[k],_);for(k in g)x&&typeof g[k]!="function"||k==="children"||k==="key"||k==="value"||k==="checked"||y[k]===g[k]||St(v,k,g[k],y[k],_)})(e,f,$,s,c),d)t.__k=[];else if(m=t.props.children,oa(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",r,l,r?r[0]:n.__k&&Xe(n,0),c),r!=null)for(m=r.length;m--;)r[m]!=null&&na(r[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&St(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&St(e,"checked",m,$.checked,!1))}return e}function ca(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){U.__e(a,n)}}function da(e,t,n){var a,s;if(U.unmount&&U.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||ca(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(r){U.__e(r,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&da(a[s],t,typeof e.type!="function");n||e.__e==null||na(e.__e),e.__e=e.__d=void 0}function to(e,t,n){return this.constructor(e,n)}function ua(e,t,n){var a,s,r;U.__&&U.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,r=[],en(t,e=(!a&&n||t).__k=aa(Lt,null,[e]),s||Et,Et,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?At.call(t.childNodes):null,r,!a&&n?n:s?s.__e:t.firstChild,a),la(r,e)}At=ta.slice,U={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(r){e=r}throw e}},Zn=0,Tt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Ae({},this.state),typeof e=="function"&&(e=e(Ae({},n),this.props)),e&&Ae(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),jn(this))},Tt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),jn(this))},Tt.prototype.render=Lt,ut=[],ea=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Mt.__r=0,Qr=0;var ft,$e,Yn,pt=0,Qt=[],Fn=U.__b,zn=U.__r,Kn=U.diffed,Vn=U.__c,Jn=U.unmount;function Ot(e,t){U.__h&&U.__h($e,e,pt||t),pt=0;var n=$e.__H||($e.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function b(e){return pt=1,no(fa,e)}function no(e,t,n){var a=Ot(ft++,2);return a.t=e,a.__c||(a.__=[n?n(t):fa(void 0,t),function(s){var r=a.t(a.__[0],s);a.__[0]!==r&&(a.__=[r,a.__[1]],a.__c.setState({}))}],a.__c=$e),a.__}function T(e,t){var n=Ot(ft++,3);!U.__s&&tn(n.__H,t)&&(n.__=e,n.__H=t,$e.__H.__h.push(n))}function se(e,t){var n=Ot(ft++,4);!U.__s&&tn(n.__H,t)&&(n.__=e,n.__H=t,$e.__h.push(n))}function P(e){return pt=5,De(function(){return{current:e}},[])}function De(e,t){var n=Ot(ft++,7);return tn(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function pa(e,t){return pt=8,De(function(){return e},t)}function ao(){Qt.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(Rt),e.__H.__h.forEach(Zt),e.__H.__h=[]}catch(t){e.__H.__h=[],U.__e(t,e.__v)}}),Qt=[]}U.__b=function(e){$e=null,Fn&&Fn(e)},U.__r=function(e){zn&&zn(e),ft=0;var t=($e=e.__c).__H;t&&(t.__h.forEach(Rt),t.__h.forEach(Zt),t.__h=[])},U.diffed=function(e){Kn&&Kn(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(Qt.push(t)!==1&&Yn===U.requestAnimationFrame||((Yn=U.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(r),Xn&&cancelAnimationFrame(a),setTimeout(n)},r=setTimeout(s,100);Xn&&(a=requestAnimationFrame(s))})(ao)),$e=void 0},U.__c=function(e,t){t.some(function(n){try{n.__h.forEach(Rt),n.__h=n.__h.filter(function(a){return!a.__||Zt(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],U.__e(a,n.__v)}}),Vn&&Vn(e,t)},U.unmount=function(e){Jn&&Jn(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(Rt)}catch(n){U.__e(n,t.__v)}};var Xn=typeof requestAnimationFrame=="function";function Rt(e){var t=$e;typeof e.__c=="function"&&e.__c(),$e=t}function Zt(e){var t=$e;e.__c=e.__(),$e=t}function tn(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function fa(e,t){return typeof t=="function"?t(e):t}var ha=function(e,t,n,a){var s;t[0]=0;for(var r=1;r<t.length;r++){var l=t[r++],c=t[r]?(t[0]|=l?1:2,n[t[r++]]):t[++r];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++r]]=c:l===6?a[1][t[++r]]+=c+"":l?(s=e.apply(c,ha(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[r-2]=0,t[r]=s)):a.push(c)}return a},Qn=new Map,i=function(e){var t=Qn.get(this);return t||(t=new Map,Qn.set(this,t)),(t=ha(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,r=1,l="",c="",u=[0],p=function(f){r===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,l):r===3&&(f||l)?(u.push(3,f,l),r=2):r===2&&l==="..."&&f?u.push(4,f,0):r===2&&l&&!f?u.push(5,0,!0,l):r>=5&&((l||!f&&r===5)&&(u.push(r,0,l,s),r=6),f&&(u.push(r,f,0,s),r=6)),l=""},d=0;d<n.length;d++){d&&(r===1&&p(),p(d));for(var $=0;$<n[d].length;$++)a=n[d][$],r===1?a==="<"?(p(),u=[u],r=3):l+=a:r===4?l==="--"&&a===">"?(r=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),r=1):r&&(a==="="?(r=5,s=l,l=""):a==="/"&&(r<5||n[d][$+1]===">")?(p(),r===3&&(u=u[0]),r=u,(u=u[0]).push(2,0,r),r=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),r=2):l+=a),r===3&&l==="!--"&&(r=4,u=u[0])}return p(),u})(e)),t),arguments,[])).length>1?t:t[0]}.bind(aa);var Se={lang:"en",dir:"ltr",messages:{}},nn=e=>e!==1?1:0,an=new Set,ma="unoduo.lang";function rn(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function o(e,t){let n=Se.messages[e];return rn(typeof n=="string"&&n?n:e,t)}function D(e,t,n,a){let s=Object.assign({n},a||{}),r=Se.messages[e];if(Array.isArray(r)&&r.length){let l=nn(n);if(l>=0&&l<r.length&&r[l])return rn(r[l],s)}return rn(n===1?e:t,s)}function Re(){return Se.lang}function Pt(e){return an.add(e),()=>an.delete(e)}var ht=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function ro(e){let t=[];ht.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;ht.lastIndex<n.length;){let g=ht.lastIndex,y=ht.exec(n);if(!y)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(y[1]),/^\s*$/.test(n.slice(ht.lastIndex)))break}let a=0,s=()=>t[a],r=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,y)=>()=>{let _=g();for(;y.includes(s());){let x=r(),k=g(),w=_;_=q=>oo(x,w(q),k(q))}return _};function c(){let g=r();if(g==="n")return y=>y;if(g==="("){let y=m();return r(")"),y}if(g==="!"){let y=c();return _=>y(_)?0:1}if(g==="-"){let y=c();return _=>-y(_)}if(/^\d+$/.test(g||"")){let y=Number(g);return()=>y}throw new Error(`unexpected ${g} in ${n}`)}let u=l(c,["*","/","%"]),p=l(u,["+","-"]),d=l(p,["<",">","<=",">="]),$=l(d,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;r("?");let y=m();r(":");let _=m();return x=>g(x)?y(x):_(x)}let v=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(v(g))}function oo(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function ga(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(ma)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let r=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(r))return r}return"en"}var so=new Set(["ml","kn","ur"]);function $a(e){if(!so.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function on(e,t=!1){$a(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{nn=ro(n.plural||"(n != 1)")}catch{nn=s=>s!==1?1:0}if(Se={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},$a(Se.lang),document.documentElement.lang=Se.lang,document.documentElement.dir=Se.dir,t)try{localStorage.setItem(ma,Se.lang)}catch{}for(let a of an)a(Se.lang);return Se.lang}var ya="unoduo.seats",ba="unoduo.name",qe=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function lo(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function J(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return o("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||o("That move is not allowed now.");case"not_your_turn":return o("It is not your turn.");case"waiting":return o("Wait until every player has joined.");case"spectator":return o("Spectators cannot play.");case"unauthorized":case"no_seat":return o("This browser does not hold a seat in this game.");case"unknown_code":return o("No game has this code.");case"game_full":return o("This game is already full.");case"private_game":return o("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return o("No such game.");case"not_over":case"not_finished":return o("The match is not over yet.");case"no_such_round":return o("This match has no such round.");case"expired":return t==="table"?o("This game expired after a long time without a move; it can only be looked at now."):o("This invitation has expired: ask for a new one.");case"broken":return o("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?o("Too many messages. Reconnecting…"):t==="create"?a?D("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):o("You started too many games in a short time. Try again in a minute."):a?D("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):o("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?D("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):o("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return o("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return o("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?o("You are already watching as many games as you may. Close one of them and try again."):o("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return o("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return o("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return o("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return o("This page is not allowed to use this server.");case"server":return o("The server could not do that; nothing changed. Try again.");case"network":return o("The server cannot be reached. Try again.");case"name_taken":return o("This name is taken; choose another.");case"name_reserved":return o("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||o("This name looks like another one; choose another.");case"duplicate_cookie":return o("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return o("Wrong name or password.");case"bad_name":return o("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?o("The current password is wrong."):o("A password has 8 to 128 characters and is not your name.");case"login_limited":return o("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return o("The server is busy with other logins; try again in a moment.");case"login_required":return o("Log in first.");case"csrf":return o("This page is out of date. Reload it and try again.");case"no_such_player":return o("There is no player with this name.");default:return e&&e.message||o("Something went wrong. Try again.")}}var sn="",$t=null,ln=new Set;async function K(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&sn&&(s["X-CSRF-Token"]=sn);let r=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),l=r&&Ue(decodeURIComponent(r[1]));l&&l.token&&(s["X-Seat-Token"]=l.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(u){throw new qe(0,"network",String(u&&u.message?u.message:u))}let c=null;try{c=await a.json()}catch{c=null}if(!a.ok){let u=c&&c.error||{};throw new qe(a.status,u.code||`http_${a.status}`,u.message||"",lo(a))}return c}async function cn(e){let t=await K("GET",e);if(!t)throw new qe(0,"bad_response","");return t}var B={meta:()=>K("GET","/api/meta"),options:()=>K("GET","/api/options"),rulebook:()=>K("GET","/api/rulebook"),createGame:e=>K("POST","/api/games",e),join:(e,t)=>K("POST","/api/join",{code:e,name:t}),invitation:e=>K("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>K("POST","/api/my-games",{tokens:e}),lobby:e=>K("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>K("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>K("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>K("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>K("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>K("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>K("GET","/api/queue"),enterQueue:e=>K("POST","/api/queue",e),leaveQueue:()=>K("POST","/api/queue/leave",{}),changePassword:(e,t)=>K("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>K("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>K("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),lesson:(e,t,n)=>K("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>K("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Nt(e){if(e&&typeof e.csrf=="string"&&(sn=e.csrf),e&&"account"in e){$t=e.account||null;for(let t of ln)t($t)}return e}function va(){return $t}function wa(e){return ln.add(e),()=>ln.delete(e)}async function _a(){try{Nt(await K("GET","/api/account"))}catch{$t=null}return $t}async function ka(e,t,n){return Nt(await K("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:dn().slice(-200)}))}async function xa(){return Nt(await K("POST","/api/account/logout",{}))}async function Sa(e){return Nt(await K("POST","/api/account/delete",{password:e}))}function It(){try{let e=JSON.parse(localStorage.getItem(ya)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function we(e,t,n,a){let s=It();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(ya,JSON.stringify(s))}catch{}}function Ue(e){return It()[e]||null}function Dt(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(It()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function dn(){return Object.values(It()).map(e=>e.token).filter(e=>typeof e=="string")}function Qe(){try{return localStorage.getItem(ba)||""}catch{return""}}function He(e){try{localStorage.setItem(ba,e)}catch{}}var qt=["R","Y","G","B"],je={R:"■",Y:"▲",G:"●",B:"◆"};function me(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function pe(e){switch(e){case"R":return o("Red");case"Y":return o("Yellow");case"G":return o("Green");case"B":return o("Blue");default:return""}}function un(e){switch(e){case"S":return o("Skip");case"R":return o("Reverse");case"+2":return o("Draw 2");case"W":return o("Wild");case"W+4":return o("Wild Draw 4");default:return e}}function Le(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=me(e);return s?t?o("{card} ({color})",{card:un(a),color:pe(t)}):un(a):o("{color} {rank}",{color:pe(n),rank:un(a)})}function Ta(e){return e.map(t=>Le(t)).join(o(", "))}var Ra={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},co={R:"square",Y:"triangle",G:"circle",B:"diamond"},uo={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Ca(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function po(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function pn({rank:e,x:t,y:n,size:a,ink:s,stroke:r}){let l=po(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${r||"none"} stroke-width=${r?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let u=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-u} ${n-p}H${t+u}M${t+u-p} ${n-2*p}L${t+u} ${n-p}L${t+u-p} ${n}`} />
    <path d=${`M${t+u} ${n+p}H${t-u}M${t-u+p} ${n}L${t-u} ${n+p}L${t-u+p} ${n+2*p}`} /></g>`}function fo(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=r=>[e+n*Math.cos(r*Math.PI/180),t+n*Math.sin(r*Math.PI/180)];return a.map(([r,l,c])=>{let[u,p]=s(l),[d,$]=s(c);return i`<path d=${`M${e} ${t}L${u} ${p}A${n} ${n} 0 0 1 ${d} ${$}z`} fill=${Ra[r]} />`})}function ho({code:e}){let{color:t,rank:n,wild:a}=me(e),s=a?"#1c1c22":Ra[t],r=a?"#ffffff":uo[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(u,p)=>a?null:i`<path d=${Ca(t,u,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${fo(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+co[t]}
          d=${Ca(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${r} stroke-width="1.5" />`}
    <${pn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${r}
      stroke=${a?"#1c1c22":null} />
    <${pn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${pn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function $o(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function ne({code:e,onPlay:t,disabled:n,named:a,size:s,badge:r,selected:l,testid:c,extraClass:u,keyHandler:p,cardKey:d,from:$,style:f}){let{color:h,wild:m}=me(e),v=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",u||""].join(" "),g=Le(e,a),y=i`<${ho} code=${e} />
    ${r?i`<span class="card-badge" aria-hidden="true">${r}</span>`:null}`;return t!==void 0?i`<button
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
    >${y}</button>`:i`<span class=${v} role="img" aria-label=${g} data-card=${e} data-testid=${c||null}
    data-card-key=${d||null} data-from=${$||null} style=${f||null}
    >${y}</span
  >`}function We({size:e,label:t,testid:n,cardKey:a,from:s,style:r}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${r||null}
    ><${$o} /></span
  >`}var fn={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function ee(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function Be(){return fn}function Ea(e){fn=Object.assign({},fn,e||{})}function R({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${r=>{r.ctrlKey||r.metaKey||r.shiftKey||r.button!==0||(r.preventDefault(),ee(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var mo=o,go=D;function N(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=N(a);return typeof e.plural=="string"?go(e.id,e.plural,Number(e.n),t):mo(e.id,t)}var Ut=null;function yo(){let[e,t]=b(null);return T(()=>{let n=!0;return Ut||(Ut=B.options().catch(a=>{throw Ut=null,a})),Ut.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function bo(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function vo({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=N(e.label||e.description),r=i`<span class="option-hint muted">${N(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${l} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${r}</label>`}if(e.type==="choice"){let l=t===void 0?e.default:t;return i`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>i`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===l}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${N(c.label||c.description)}</span></label>`)}
      ${r}</fieldset>`}return i`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${l=>n(l.target.value)} />${r}</label>`}function wo({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let r=(t||[]).map(u=>u.id),l=e.filter(u=>!r.includes(u.group)),c=(u,p,d)=>d.length>0&&i`<div class="option-group" data-group=${u}
    data-testid=${"option-group-"+u}>
    ${p&&i`<h3>${p}</h3>`}
    ${d.map($=>i`<${vo} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(u=>c(u.id,N(u.title),e.filter(p=>p.group===u.id)))}
    ${c("other","",l)}`}function _o(e){return e==="classic"?o("Classic UNO (2 to 10 players)"):o("UNO Duo (two players)")}function Ma({checkName:e}){let t=Be(),[n,a]=b("duo"),[s,r]=b("bot"),[l,c]=b("easy"),[u,p]=b(2),[d,$]=b("default"),[f,h]=b("30"),m=yo(),v=m&&m.rulesets||null,g=m&&m.presets||[],[y,_]=b("official"),[x,k]=b(!1),[w,q]=b({duo:{},classic:{}}),S=w[n]||{},W=C=>j=>{_("custom"),q(Object.assign({},w,{[n]:Object.assign({},S,{[C]:j})}))},M=C=>{if(_(C.id),C.id==="custom"){k(!0);return}q({duo:Object.assign({},C.options.duo),classic:Object.assign({},C.options.classic)})},[Y,ie]=b(!1),[te,H]=b(""),X=async C=>{C.preventDefault();let j=e();if(j===null)return;ie(!0),H("");let z={ruleset:n,opponent:s,difficulty:l,name:j};n==="classic"&&(z.players=Number(u),s!=="bot"&&(z.humans=2)),s!=="bot"&&d!=="default"&&!(s==="public"&&d==="off")&&(z.turn_timer=d==="off"?null:Number(d)),s==="friend"&&(z.leave_notice=Number(f));let V=bo(v&&v[n],S);Object.keys(V).length&&(z.options=V);try{He(z.name);let F=await B.createGame(z);we(F.game,F.seat,F.token,{join_code:F.join_code,invite_url:F.invite_url}),ee(`/game/${F.game}`)}catch(F){H(J(F,"create")),ie(!1)}},Q=s==="bot"?o("Play"):s==="public"?o("Create the public game"):o("Create the invitation");return i`<form class="new-game" onSubmit=${X} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${o("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(C=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${C} checked=${n===C} data-testid=${"ruleset-"+C}
          onChange=${()=>a(C)} /> ${_o(C)}</label>`)}
    </fieldset>
    <fieldset class="field">
      <legend>${o("Opponent")}</legend>
      <label class="choice"><input type="radio" name="opponent" value="bot" checked=${s==="bot"}
        data-testid="opponent-bot" onChange=${()=>r("bot")} /> ${o("A bot")}</label>
      <label class="choice"><input type="radio" name="opponent" value="friend" checked=${s==="friend"}
        data-testid="opponent-friend" onChange=${()=>r("friend")} /> ${o("A friend (invite link)")}</label>
      <label class="choice"><input type="radio" name="opponent" value="public" checked=${s==="public"}
        data-testid="opponent-public"
        aria-describedby=${s==="public"?"opponent-public-hint":void 0}
        onChange=${()=>{r("public"),d==="off"&&$("default")}}
        /> ${o("Anyone can join (a public game, listed under “Public games”)")}</label>
      ${s==="public"&&i`<p class="muted hint" id="opponent-public-hint">
        ${o("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${s==="bot"?o("Bot difficulty"):o("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${l} onChange=${C=>c(C.target.value)}>
        ${(t.difficulties||[]).map(C=>i`<option value=${C} selected=${C===l}>
          ${Ge(C)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&i`<label class="field">
      <span>${o("Players")}</span>
      <input type="number" min="2" max="10" value=${u} data-testid="players" inputmode="numeric"
        onInput=${C=>p(C.target.value)} />
    </label>`}
    ${s!=="bot"&&i`<label class="field">
      <span>${o("Time for each move")}</span>
      <select data-testid="turn-timer" value=${d} onChange=${C=>$(C.target.value)}>
        <option value="default" selected=${d==="default"}>${o("The server's setting")}</option>
        ${s==="friend"&&i`<option value="off" selected=${d==="off"}>${o("No limit")}</option>`}
        ${[30,60,120,300].map(C=>i`<option value=${String(C)} selected=${d===String(C)}>
          ${D("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",C)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${o("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${C=>h(C.target.value)}>
        ${[15,30,60,120,300].map(C=>i`<option value=${String(C)} selected=${f===String(C)}>
          ${D("offer a bot after {n} second","offer a bot after {n} seconds",C)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${o("Rule options")}</legend>
      ${g.map(C=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${C.id} checked=${y===C.id} data-testid=${"preset-"+C.id}
          onChange=${()=>M(C)} />
        <span><strong>${N(C.label)}</strong> <span class="muted">${N(C.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${x}
      onToggle=${C=>k(C.currentTarget.open)}>
      <summary>${o("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${wo} specs=${v&&v[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${S} setOption=${W} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${Y} data-testid="start-game">
      ${Q}</button>
    ${te&&i`<p class="error" role="alert" data-testid="new-game-error">${te}</p>`}
  </form>`}function Ge(e){switch(e){case"easy":return o("Easy");case"medium":return o("Medium");case"hard":return o("Hard");case"expert":return o("Expert");default:return e||""}}function Ce(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function ko(e){switch(e){case"waiting":return o("Waiting for players");case"playing":return o("In progress");case"over":return o("Finished");default:return e||""}}var xo=5e3;function So(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?o("created just now"):D("created {n} minute ago","created {n} minutes ago",t)}function Co({game:e}){let t=Dt(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,r=()=>ee(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Ce(e.ruleset)}</strong>
      <span> · ${o("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${D("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${D("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${D("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${D("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${o("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${So(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${r}>${t?o("Open your game"):o("Join")}</button>
  </li>`}function To(){let[e,t]=b(null),[n,a]=b(""),[s,r]=b(""),[l,c]=b(!1),u=P(!1),p=P(!0),d=P(1),$=pa(async v=>{if(!u.current){u.current=!0;try{let g=new Set,y=[],_=0,x=null;for(let k=0;k<d.current;k++){let w=await B.lobby(_);for(let q of Array.isArray(w&&w.games)?w.games:[])g.has(q.game)||y.push(q),g.add(q.game);if(x=w&&Number.isInteger(w.next)?w.next:null,x===null)break;_=x}if(!p.current)return;t(y),c(x!==null),a(""),v===!0&&r(D("{n} public game is waiting for players.","{n} public games are waiting for players.",y.length))}catch(g){p.current&&a(J(g))}finally{u.current=!1}}},[]);T(()=>{p.current=!0,$();let v=setInterval(()=>{document.visibilityState==="visible"&&$()},xo),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(v),document.removeEventListener("visibilitychange",g)}},[$]);let f=o("Loading…"),h=o("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(v=>i`<${Co} key=${v.game} game=${v} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${o("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${o("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{d.current+=1,$(!0)}}>${o("Show more games")}</button>`}
  </section>`}function Ro(){let[e,t]=b("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&ee(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${o("Join a friend")}</h2>
    <label class="field">
      <span>${o("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${o("Join")}</button>
  </form>`}function Eo(){let[e,t]=b(null),[n,a]=b("");return T(()=>{let s=dn();if(!s.length){t([]);return}B.myGames(s.slice(-200)).then(r=>t(r.games||[]),r=>a(J(r)))},[]),n?i`<section class="panel"><h2>${o("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${o("My games")}</h2><p>${o("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${o("My games")}</h2>
    ${e.length===0?i`<p>${o("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${R} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Ce(s.ruleset)}: ${s.players.map((r,l)=>i`${l?" · ":""}<bdi>${r.name||o("Seat {n}",{n:r.seat+1})}</bdi> ${s.scores[r.seat]??""}`)}
          </${R}>
          <span class="muted"> — ${ko(s.status)}</span>
          ${s.status==="over"&&i` <${R} href=${`/game/${s.game}`}>${o("Score sheet")}</${R}>`}
        </li>`)}
      </ul>`}
  </section>`}var Aa="unoduo.visited";function Mo(){try{let e=localStorage.getItem(Aa);return localStorage.setItem(Aa,"1"),!e}catch{return!1}}var hn=null,La=["R7","Y+2","W+4","G+2","BR"];function Ao(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${La.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(La.length-1)/2}`}>
      <${ne} code=${e} /></span>`)}
  </div>`}function Lo(){let[e,t]=b(Qe()),[n,a]=b(""),s=P(null),r=()=>{let c=e.trim().slice(0,32);return c?(a(""),He(c),c):(a(o("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${o("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&He(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:r}}function Oo({name:e,first:t}){let[n,a]=b(!1),[s,r]=b(""),l=async()=>{let p=e.check();if(p!==null){a(!0),r("");try{let d=await B.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});we(d.game,d.seat,d.token,{}),ee(`/game/${d.game}`)}catch(d){r(J(d,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),ee("/learn")}}>${o("Learn UNO Duo")}</a>`,u=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${o("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${Ao} />
    <div class="welcome-text">
      <h1>${o("UNO Duo")}</h1>
      <p class="tagline" data-testid="tagline">${o("UNO for two: draft your hand, volley Draw 2s, dump a colour with a Reverse; the lower total wins.")}</p>
      ${e.field}
      <div class="welcome-actions" data-testid="welcome-actions">
        ${t?i`${c}${u}`:i`${u}${c}`}
      </div>
      <p class="muted welcome-note">${o("Play a bot now: UNO Duo against the Easy bot, the official rules.")}
        ${" "}<${R} href="/rules" testid="home-rules">${o("Rules and words of the game")}</${R}></p>
      ${s&&i`<p class="error" role="alert" data-testid="play-now-error">${s}</p>`}
    </div>
  </section>`}function Oa(){T(()=>{document.title=o("UNO Duo")},[]),hn===null&&(hn=Mo());let e=Lo();return i`<main class="page home" data-testid="home">
    <${Oo} name=${e} first=${hn} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${o("More ways to play")}</h2>
            <span class="muted">${o("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${Ma} checkName=${e.check} />
        </details>
        <${Ro} />
      </div>
      <div>
        <${To} />
        <${Eo} />
      </div>
    </div>
  </main>`}function Ze(){let[e,t]=b(va());return T(()=>wa(t),[]),e}function mt(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Ye(e){return J(e,"account")}function $n({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?o("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${o("(provisional)")}</span>`}</span>`}function Po(){let[e,t]=b("login"),[n,a]=b(""),[s,r]=b(""),[l,c]=b(""),[u,p]=b(!1),d=async f=>{f.preventDefault(),p(!0),c("");try{await ka(e,n.trim(),s),ee("/rated")}catch(h){c(Ye(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${d} data-testid="account-form" data-mode=${e}>
    <div class="tabs" role="tablist">
      <button type="button" role="tab" aria-selected=${!$} class=${$?"":"selected"}
        data-testid="mode-login" onClick=${()=>t("login")}>${o("Log in")}</button>
      <button type="button" role="tab" aria-selected=${$} class=${$?"selected":""}
        data-testid="mode-signup" onClick=${()=>t("signup")}>${o("Create an account")}</button>
    </div>
    <label class="field"><span>${o("Name")}</span>
      <input data-testid="account-name" value=${n} maxlength="24" autocomplete="username" required
        onInput=${f=>a(f.target.value)} /></label>
    <label class="field"><span>${o("Password")}</span>
      <input type="password" data-testid="account-password" value=${s} maxlength="128" required
        autocomplete=${$?"new-password":"current-password"} minlength=${$?8:void 0}
        onInput=${f=>r(f.target.value)} /></label>
    ${$&&i`<p class="muted hint">${o("At least 8 characters. The games you played in this browser move to your account.")}</p>`}
    <button type="submit" class="primary" disabled=${u} data-testid="account-submit">
      ${$?o("Create an account"):o("Log in")}</button>
    ${l&&i`<p class="error" role="alert" data-testid="account-error">${l}</p>`}
    <p class="muted hint">${o("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`}function No(){let[e,t]=b(""),[n,a]=b(""),[s,r]=b(""),[l,c]=b("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),r("");try{await B.changePassword(e,n),t(""),a(""),r(o("Password changed. Other devices are logged out."))}catch(d){c(Ye(d))}}} data-testid="password-form">
    <h2>${o("Change the password")}</h2>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="old-password"
        onInput=${p=>t(p.target.value)} /></label>
    <label class="field"><span>${o("New password")}</span>
      <input type="password" value=${n} autocomplete="new-password" minlength="8" required
        data-testid="new-password" onInput=${p=>a(p.target.value)} /></label>
    <button type="submit" data-testid="password-submit">${o("Change the password")}</button>
    ${s&&i`<p role="status" data-testid="password-done">${s}</p>`}
    ${l&&i`<p class="error" role="alert">${l}</p>`}
  </form>`}function Io(){let[e,t]=b(""),[n,a]=b(!1),[s,r]=b("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),r("");try{await Sa(e),ee("/")}catch(u){r(Ye(u))}}} data-testid="delete-form">
    <h2>${o("Delete the account")}</h2>
    <p class="muted">${o("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${o("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${o("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function Pa(){let e=Ze();if(T(()=>{document.title=o("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${o("Account")}</h1><${Po} /></main>`;let t=async()=>{await xa(),ee("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${o("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${o("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${R} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${o("Your profile")}</${R}></p>
      <button type="button" data-testid="logout" onClick=${t}>${o("Log out")}</button>
    </section>
    <${No} />
    <${Io} />
  </main>`}function Do({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${o("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,r=300,l=80,c=h=>n.length===1?0:h*r/(n.length-1),u=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${u(h).toFixed(1)}`).join(" "),d=o("Rating after each rated game of {system}: {ratings}",{system:mt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>u(h)>l/2?u(h)-9:u(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${r+8} ${l+16}`} role="img" aria-label=${d}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${u(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function qo(e){return e.status!=="over"?o("In progress"):e.winner===null||e.winner===void 0?o("No winner"):e.winner===e.seat?o("Won"):o("Lost")}function Uo({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Ce(e.ruleset)}</strong>${a}${t.map((s,r)=>i`${r?", ":""}<bdi>${s.kind==="bot"?o("Bot ({level})",{level:Ge(s.difficulty)}):s.name}</bdi>`)}${a}${qo(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${o("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${R} href=${`/replay/${e.game}`}>${o("Replay")}</${R}>`}
  </li>`}function Na({name:e}){let[t,n]=b(null),[a,s]=b("");return T(()=>{document.title=e,n(null),B.profile(e).then(n,r=>s(Ye(r)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(r=>i`<section class="panel" data-testid=${"profile-"+r}>
        <h2>${mt(r)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${$n} rating=${t.ratings[r]} testid=${"rating-"+r} />
          <span class="muted"> ± ${t.ratings[r].deviation}</span></bdi></p>
        <p class="muted">${D("{n} rated game","{n} rated games",t.ratings[r].games)}</p>
        <${Do} points=${t.history[r]} system=${r} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${o("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${o("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(r=>i`<${Uo} key=${r.game} game=${r} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${o("Loading…")}</p></main>`}function Ia(){let[e,t]=b("duo"),[n,a]=b(null),[s,r]=b("");return T(()=>{document.title=o("Leaderboard")},[]),T(()=>{a(null),B.leaderboard(e).then(a,l=>r(Ye(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${o("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${mt(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${o("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${o("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${o("Player")}</th><th>${o("Rating")}</th><th>${o("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${R} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${R}></td>
            <td><${$n} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${o("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${o("Bots")}</h2>
      <p class="muted">${o("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Ge(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Ho=1e3;function Da(){let e=Ze(),[t,n]=b("duo"),[a,s]=b(4),[r,l]=b(!1),[c,u]=b(null),[p,d]=b(""),$=P(!0);if(T(()=>{document.title=o("Rated play")},[]),T(()=>{if($.current=!0,!e)return;let g=async()=>{try{let _=await B.queueStatus();if(!$.current)return;if(_.status==="matched"){we(_.game,_.seat,_.token,{}),ee(`/game/${_.game}`);return}u(_)}catch(_){$.current&&d(Ye(_))}};g();let y=setInterval(g,Ho);return()=>{$.current=!1,clearInterval(y)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${o("Rated play")}</h1>
      <section class="panel"><p>${o("Rated games need an account, so that your rating follows you.")}</p>
      <p><${R} href="/account" testid="rated-login">${o("Log in or create an account")}</${R}></p></section></main>`;let f=async g=>{g.preventDefault(),d("");try{u(await B.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:r}))}catch(y){d(Ye(y))}},h=async()=>u(await B.leaveQueue()),m=c&&c.status==="waiting",v=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${o("Rated play")}</h1>
    <p>${o("Your rating")}: <${$n} rating=${v} testid="my-rating" />${" · "}<${R}
      href=${`/players/${encodeURIComponent(e.name)}`}>${o("Your profile")}</${R}>${" · "}<${R}
      href="/leaderboard">${o("Leaderboard")}</${R}></p>
    ${m?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${o("Looking for players…")}</h2>
        <p>${mt(c.mode)}${c.mode==="classic"?" · "+D("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${D("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${o("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${o("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${o("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${mt(g)}</label>`)}
        </fieldset>
        ${t==="classic"&&i`<label class="field"><span>${o("Players")}</span>
          <input type="number" min="2" max="10" value=${a} data-testid="queue-size"
            onInput=${g=>s(g.target.value)} /></label>`}
        <label class="choice"><input type="checkbox" checked=${r} data-testid="queue-bots"
          onChange=${g=>l(g.target.checked)} /> ${o("Fill empty seats with bots if nobody comes soon")}</label>
        <button type="submit" class="primary" data-testid="queue-find">${o("Find a game")}</button>
        <p class="muted hint">${o("You are paired with players near your rating; the range widens while you wait.")}</p>
      </form>`}
    ${p&&i`<p class="error" role="alert">${p}</p>`}
  </main>`}var jo=2,Wo=4e3,Bo=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function Go(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Te=null;function qa(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function Ua(){if(Te||typeof WebSocket>"u")return;window.unoduoEarlySocket&&(Te=window.unoduoEarlySocket,window.unoduoEarlySocket=null);try{Te=Te||new WebSocket(qa())}catch{Te=null;return}let e=Te;setTimeout(()=>{Te===e&&(Te=null,e.close())},1e4)}function Yo(){let e=Te;return Te=null,e&&e.readyState<=WebSocket.OPEN?e:null}var Ht=class{constructor(t,n,a,s,r=null){this.game=t,this.token=n,this.code=r,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return qa()}connect(){if(this.closed)return;this.onStatus("connecting");let t;try{t=Yo()||new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=t;let n={round:null,events:[],previous:[]},a=()=>{let s={type:"hello",protocol:jo,game:this.game,lang:Re()};this.token?s.token=this.token:s.spectate=!0,!this.token&&this.code&&(s.code=this.code),t.send(JSON.stringify(s))};t.readyState===WebSocket.OPEN?a():t.addEventListener("open",a),t.addEventListener("message",s=>{let r;try{r=JSON.parse(s.data)}catch{return}if(r.type==="error"&&Bo.has(r.code)&&(this.closed=!0,this.onStatus("closed")),r.type==="state"&&r.view&&(n=Go(r,n),n===null)){t.close();return}r.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(r)}),t.addEventListener("close",()=>{this.stopPing(),this.socket===t&&(this.socket=null,!this.closed&&this.scheduleRetry())}),t.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(Wo,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function Fo({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${o("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${o("Game")}</dt>
      <dd data-testid="join-ruleset">${Ce(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${D("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${o("Bots")}</dt>
        <dd>${D("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${o("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${o("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?o("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${N(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function Ha({code:e}){let[t,n]=b(Qe()),[a,s]=b(null),[r,l]=b(""),[c,u]=b(""),[p,d]=b(!1);T(()=>{let h=Dt(e);if(h){ee(`/game/${h}`,!0);return}let m=!0;return B.invitation(e).then(v=>{m&&s(v)},v=>{m&&l(J(v))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){u(o("Type your name first: the other players see it."));return}d(!0),u("");try{He(m);let v=await B.join(e,m);we(v.game,v.seat,v.token,{joined_with:e.toUpperCase()}),ee(`/game/${v.game}`,!0)}catch(v){u(J(v)),d(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${o("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${Fo} invite=${a} />`}
      ${!a&&!r&&i`<p role="status" data-testid="join-loading">${o("Loading…")}</p>`}
      ${r&&i`<p class="error" role="alert" data-testid="join-problem">${r}</p>`}
      <p class="join-code-line">${o("Join code")}: <strong data-testid="join-page-code">${e.toUpperCase()}</strong></p>
      ${f?i`<p class="error" role="alert" data-testid="join-full">${o("This game is already full.")}</p>`:i`<label class="field">
            <span>${o("Your name")}</span>
            <input data-testid="join-name" value=${t} maxlength="32" autocomplete="nickname"
              onInput=${h=>n(h.target.value)} />
          </label>
          <button type="submit" class="primary big" disabled=${p||!!r} data-testid="join-submit">
            ${o("Join the game")}</button>`}
      ${c&&i`<p class="error" role="alert" data-testid="join-error">${c}</p>`}
    </form>
  </main>`}function ae(e,t,n){if(t==null)return"";if(n!=null&&t===n)return o("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${N(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:o("Seat {n}",{n:t+1})}var zo=["best","good","inaccuracy","mistake","blunder"],gt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},Wa=new Set(["inaccuracy","mistake","blunder"]),Ko=5,Vo=400;function Wt(e,t){switch(e&&e.code){case"too_many_reviews":return o("You already have a review in progress: wait until it is ready.");case"reviews_busy":return o("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return o("The review failed; try again.");case"review_timeout":return o("The review took too long and was stopped; try a smaller budget.");case"hints_off":return o("Hints are only for games against bots: another person plays here.");case"hints_rated":return o("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return o("The coach is still thinking about your last hint.");case"hints_busy":return o("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return o("The coach could not work out a hint; try again.");case"too_many_hints":return o("Too many hints: try again in a moment.");case"not_playing":return o("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?o("Too many reviews: try again later."):J(e,t);default:return J(e,t)}}function mn(){T(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Bt(e){switch(e){case"best":return o("Best");case"good":return o("Good");case"inaccuracy":return o("Inaccuracy");case"mistake":return o("Mistake");case"blunder":return o("Blunder");default:return e}}function Oe(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Jo(){let e=(Be().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(r=>r.budget===a.budget)===s)}function Xo(e){return e==="quick"?o("Quick"):e==="deep"?o("Deep"):o("Standard")}function Qo(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=Ue(e);if(s&&a.includes(s.seat))return s.seat;let r=t.find(l=>l.kind==="human");return r?r.seat:0}function Zo(e,t,n,a){let[s,r]=b({status:"loading"}),[l,c]=b(""),u=P(null),p=P(0),d=(f,h)=>{f.then(m=>{h===p.current&&(r(m),c(""),(m.status==="queued"||m.status==="running")&&(u.current=setTimeout(()=>d(B.review(e,t,n),h),Vo)))},m=>{h===p.current&&(c(Wt(m,"review")),r(v=>v.status==="loading"?{status:"none"}:v))})};return T(()=>{p.current+=1;let f=p.current;return r({status:"loading"}),c(""),d(a?B.askReview(e,t,n):B.review(e,t,n),f),()=>{p.current+=1,clearTimeout(u.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(u.current),p.current+=1,r(f=>({...f,status:"queued",queue_position:null})),d(B.askReview(e,t,n),p.current)}}}function Ba({replay:e,game:t,at:n,go:a}){mn();let s=e.players,[r,l]=b(()=>Qo(t,s)),c=De(Jo,[]),[u,p]=b(()=>(c.find(y=>y.key==="standard")||c[0]).key),d=(c.find(y=>y.key===u)||c[0]).budget,$=De(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=Zo(t,r,d,$),v=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${o("The coach's review")}</h2>
      <label>${o("Player")}
        <select data-testid="review-seat" value=${String(r)} onChange=${y=>l(Number(y.target.value))}>
          ${s.map(y=>i`<option value=${String(y.seat)} selected=${y.seat===r}>${ae(s,y.seat,null)}</option>`)}
        </select></label>
      <label>${o("Depth")}
        <select data-testid="review-budget" value=${u} onChange=${y=>p(y.target.value)}>
          ${c.map(y=>i`<option value=${y.key} selected=${y.key===u}>${Xo(y.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${o("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${o("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Wt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${es} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${o("Loading…")}</p>`}
    ${v&&i`<${ns} review=${v} replay=${e} at=${n} go=${a} seat=${r} />`}
  </section>`}function es({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?o("Waiting for the coach: number {n} in line",{n:e.queue_position}):o("Waiting for the coach…"):t?n=o("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=o("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function ts(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function ns({review:e,replay:t,at:n,go:a,seat:s}){let[r,l]=b("match"),c=e.decisions||[],u=ts(c,n),p=c.filter($=>$.judged&&Wa.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,Ko),d=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${o("{name}: accuracy {n}%",{name:ae(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${o("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${r==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${o("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${r==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${o("the round")}</label>
    </div>
    <${rs} decisions=${c} replay=${t} at=${n} go=${a} measure=${r} current=${u} />
    <${as} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${o("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${o("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>d($)}
          aria-current=${u===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${gt[$.label]}</span>
          ${o("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Bt($.label),loss:Oe($.loss)})}</button>`)}</div>`}
    </div>
    <${os} decision=${u} at=${n} />
    <${ss} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function as({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${o("Labels")}>
    ${zo.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${gt[t]}</span>
      ${o("{label}: {n}",{label:Bt(t),n:e[t]||0})}</li>`)}
  </ul>`}var ja=6,Ee=e=>ja+(100-2*ja)*(1-e);function rs({decisions:e,replay:t,at:n,go:a,measure:s,current:r}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",u=P(null),p=P(!1),d=(w,q)=>s==="match"?w[q==="before"?"match_before":"match_after"]:w[q==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,v=null;for(let w of e){let q=1e3*w.index/l,S=1e3*(w.index+1)/l,W=2*Ee(d(w,"before")),M=2*Ee(d(w,"after")),Y=h===null||s==="round"&&w.round!==h;$+=`${Y?"M":"L"}${q.toFixed(1)} ${W.toFixed(1)}L${S.toFixed(1)} ${M.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${q.toFixed(1)} ${W.toFixed(1)}L${S.toFixed(1)} ${M.toFixed(1)}`,m===null&&(m=q),v=S),h=w.round}let g=(2*Ee(0)).toFixed(1);f&&(f+=`L${v.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let y=r||e.find(w=>w.index>=n)||e[e.length-1];se(()=>{if(!p.current||!u.current)return;p.current=!1;let w=u.current.querySelector("[tabindex='0']");w&&w.focus({preventScroll:!0})});let _=w=>{let q=e.indexOf(y),S=c?"ArrowLeft":"ArrowRight",W=c?"ArrowRight":"ArrowLeft",M=null;if(w.key===S)M=e[Math.min(e.length-1,q+1)];else if(w.key===W)M=e[Math.max(0,q-1)];else if(w.key==="Home")M=e[0];else if(w.key==="End")M=e[e.length-1];else return;w.preventDefault(),w.stopPropagation(),M&&(p.current=!0,a(M.index+1))},x=w=>`${100*w/l}%`,k=e.map(w=>{let q=jt(w,w.action),S=q?N(q.label):w.action;return o("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:w.index+2,what:S,label:Bt(w.label),before:Oe(d(w,"before")),after:Oe(d(w,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(w=>i`<span key=${w}
      style=${`inset-block-start: ${Ee(w)}%`}>${100*w}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Ee(1)} x2="1000" y2=${2*Ee(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Ee(0)} x2="1000" y2=${2*Ee(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${t.rounds.slice(1).map(w=>i`<line key=${w.round} x1=${1e3*w.first_step/l}
          x2=${1e3*w.first_step/l} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${f&&i`<path d=${f} class="review-area" />`}
        <path d=${$} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${x(n)}`} aria-hidden="true"></div>
      ${t.rounds.length>1&&t.rounds.length<=12&&t.rounds.map(w=>i`<span key=${w.round}
        class="review-round-label" style=${`inset-inline-start: ${x(w.first_step)}`} aria-hidden="true"
        >${w.round}</span>`)}
      <div class="review-dots" ref=${u} role="group" aria-label=${o("Decisions on the graph")}
          onKeyDown=${_}>
        ${e.map((w,q)=>{let S=k[q];return i`<button type="button" key=${w.index} class=${"review-dot label-"+w.label+(w.judged?"":" unjudged")+(w===y?" selected":"")}
            style=${`inset-inline-start: ${x(w.index+1)}; inset-block-start: ${Ee(d(w,"after"))}%`}
            tabindex=${w===y?"0":"-1"} aria-label=${S} title=${S}
            aria-current=${w===r?"step":null} data-testid="review-dot" data-step=${w.index+1}
            data-label=${w.label} onClick=${()=>a(w.index+1)}
            ><span aria-hidden="true">${w.judged?gt[w.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function jt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function et({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,r)=>i`<${ne} key=${r} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${pe(e.color)}></span>`}
    <span class="review-choice-label">${N(e.label)}</span></span>`}function os({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${o("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(r=>r.action!==n.action&&r.action!==n.best),s=r=>(n.alternatives||[]).find(l=>l.action===r);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${gt[n.label]?`${gt[n.label]} `:""}${Bt(n.label)}</span>
      ${o("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${o("Played")}</dt>
      <dd><${et} choice=${jt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${o("{n}% to win the round",{n:Oe(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${o("Best")}</dt>
      <dd><${et} choice=${jt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${o("{n}% to win the round",{n:Oe(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${o("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${o("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${o("It cost {n} points of round-win chance (±{se}).",{n:Oe(n.loss),se:Oe(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${o("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${D("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(r=>i`<li key=${r.action}><${et} choice=${jt(n,r.action)}
        action=${r.action} /> <span class="review-chance">${o("{n}% to win the round",{n:Oe((s(r.action)||r).win)})}</span></li>`)}</ul></details>`}
  </div>`}function ss({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(r=>r.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${o("Rounds")}</caption>
    <thead><tr><th scope="col">${o("Round")}</th><th scope="col">${o("Accuracy")}</th>
      <th scope="col">${o("Result")}</th><th scope="col">${o("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let r=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&Wa.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${r?i`<a href="#" onClick=${c=>{c.preventDefault(),t(r.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?o("won"):o("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var Ga=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function Ya(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function Fa(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${o("No hints in a rated game: the coach can review it once it is over.")}</p>`}function gn(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Wt(t,"hint")}}function za({hint:e,onAsk:t,disabled:n}){mn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?o("The coach is thinking…"):o("Hint")}</span></button>`}function tt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function is(e){let t=e&&(e.actions||[]).find(n=>n.action===e.best);return t?{round:t.round_win,match:t.match_win}:{round:e.round_win,match:e.match_win}}var ls="(max-width: 1099px)",cs=8;function ds(){let[e,t]=b(null);return se(()=>{let n=()=>{if(typeof matchMedia!="function"||!matchMedia(ls).matches){t(null);return}let a=0;for(let r of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]"))a=Math.max(a,r.getBoundingClientRect().bottom);let s=Math.round(a+cs);t(r=>r===s?r:s)};return n(),addEventListener("resize",n),()=>removeEventListener("resize",n)}),e}function Ka({hint:e,choices:t,onClose:n,onPlay:a}){let s=P(null),r=ds();T(()=>{s.current&&s.current.focus({preventScroll:!0});let $=f=>{f.key==="Escape"&&(f.preventDefault(),n())};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]);let l=new Map((t||[]).map($=>[$.action,$])),c=e.status==="ready"?e.data:null,u=c?c.actions.slice().sort(($,f)=>f.round_win-$.round_win):[],p=c&&c.best?l.get(c.best):null,d=c?is(c):null;return i`<section class=${"overlay hint-panel"+(r!==null?" hint-sheet":" hint-side")}
      role="dialog" aria-modal="false" aria-labelledby="hint-title"
      style=${r!==null?`--sheet-top: ${r}px`:null}
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${o("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${o("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${c&&i`<p class="hint-best" data-testid="hint-best" data-action=${c.best}>${o("Suggested:")}
      <${et} choice=${p} action=${c.best} /></p>
      <p class="muted" data-testid="hint-headline" data-round=${tt(d.round)}>${o("Your chance to win this round: {round}% · the match: {match}%",{round:tt(d.round),match:tt(d.match)})}</p>`}
    </div>
    ${c&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${o("Every choice")}>
      ${u.map($=>i`<li key=${$.action} class=${$.action===c.best?"is-best":""}
          data-testid="hint-choice" data-action=${$.action} data-win=${$.round_win}>
        <${et} choice=${l.get($.action)} action=${$.action} />
        <span class="hint-bar" role="img" aria-label=${o("{n}% to win the round",{n:tt($.round_win)})}>
          <span style=${`inline-size: ${tt($.round_win)}%`}></span><b aria-hidden="true">${tt($.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted hint-worlds">${o("Estimated from {n} random deals of the cards you cannot see.",{n:c.worlds})}</p>`}
    <div class="controls">
      ${c&&p&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(c.best)}>${o("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${o("Close")}</button>
    </div>
  </section>`}function nt({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,d)=>d),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),r=a.map(p=>e.start_scores?e.start_scores[p]:0),l=r.some(p=>p!==0),c=e.rounds.map((p,d)=>{p.points.forEach((f,h)=>{r[h]+=f});let $=r.slice();return i`<tr data-testid=${"score-round-"+(d+1)}>
      <th scope="row">${o("Round {n}",{n:d+1})}${p.blocked?i` <span class="muted">${o("(blocked)")}</span>`:""}</th>
      ${a.map(f=>i`<td>${p.points[f]} <span class="muted">(${$[f]})</span>${p.out===f?i` <span class="out-mark" title=${o("went out")} aria-label=${o("went out")}>★</span>`:""}</td>`)}
    </tr>`}),u=e.ruleset!=="classic";return i`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${o("Score sheet")}</h2>
    <p class="muted">${u?o("The match ends when a total reaches {n}; the lower total wins.",{n:s}):o("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${o("Round")}</th>
          ${a.map(p=>i`<th scope="col"><bdi>${ae(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${o("Start")}</th>${a.map(p=>i`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${o("Total")}</th>
          ${a.map(p=>i`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${o("No round finished yet.")}</p>`}
  </section>`}var xn={};Un(xn,{celebrate:()=>kn,countUp:()=>$s,createStateQueue:()=>gs,finishAll:()=>Gt,flip:()=>_n,pulse:()=>fs,reducedMotion:()=>at,revealHand:()=>ms,shake:()=>hs,snapshot:()=>wn});var vn="cubic-bezier(0.2, 0.8, 0.2, 1)",Va="cubic-bezier(0.45, 0, 0.25, 1)";var bn=new Set;function at(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function yt(e){return!!e&&typeof e.animate=="function"&&!at()}function ze(e,t,n){let a=e.animate(t,n);return bn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{bn.delete(a)})}function Gt(){for(let e of Array.from(bn))try{e.finish()}catch{e.cancel()}}function bt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Fe=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function wn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,bt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,bt(n));return t}function Ja(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),r=s?bt(s):t.get(`anchor:${n}`);if(!r)return null;let l=a.boxWidth,c=a.boxHeight,u=Fe(r);return{left:u.x-l/2,top:u.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function us(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function yn(e,t,n,a){let s=Fe(t),r=Fe(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,u=us(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",d={transform:`translate(${s.x-r.x}px, ${s.y-r.y}px)${p} ${u}`.trim(),zIndex:20},$={transform:u||"none",zIndex:20};return a&&(d.opacity=.2,$.opacity=1),[d,$]}var ge=null;function Za(){return ge&&ge.isConnected||(ge=document.createElement("div"),ge.className="motion-layer",ge.setAttribute("aria-hidden","true"),Object.assign(ge.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(ge)),ge}function er(){ge&&!ge.firstChild&&(ge.remove(),ge=null)}function ps(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),Za().appendChild(t),t}function _n(e,t,n={}){if(!e||!t||at()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,r=n.leave||"discard",l=[],c=new Set,u=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let v=t.get(m);if(v){let g=bt(h);(Math.abs(Fe(v).x-Fe(g).x)>1||Math.abs(Fe(v).y-Fe(g).y)>1||Math.abs(v.boxWidth-g.boxWidth)>1)&&yt(h)&&l.push(ze(h,yn(h,v,g,!1),{duration:a,easing:Va}))}else h.dataset.from&&u.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let d=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of u){let m=d(h.dataset.from);if(!m||!yt(h))continue;let v=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=v?p.findIndex(w=>w.code===v&&w.anchor===m):-1,g<0&&(g=p.findIndex(w=>w.anchor===m&&!w.code)),g<0&&v&&(g=p.findIndex(w=>w.code===v)));let y=null;g>=0&&(y=p[g],p.splice(g,1));let _=bt(h);if(y||(y=Ja(e,t,m,_)),!y)continue;let x=$.get(m)||0;$.set(m,x+1);let k=Math.min(x*s,280);l.push(ze(h,yn(h,y,_,m==="draw"),{duration:a,delay:k,easing:vn,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return r==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let v=Ja(e,t,"discard",h);if(!v)return;let g=ps(h),[y,_]=yn(g,v,h,!1),x=[{..._,opacity:1},{...y,opacity:1,offset:.8},{...y,opacity:0}],k=Math.min(m*s,280);l.push(ze(g,x,{duration:a,delay:k,easing:Va,fill:"both"}).then(()=>{g.remove(),er()}))}),Promise.all(l).then(()=>{})}function fs(e){return yt(e)?ze(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:vn,composite:"add"}):Promise.resolve()}function hs(e){return yt(e)?ze(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function $s(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},r=Math.max(0,Math.min(Number(a)||0,1200));return at()||r===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),u=p=>{let d=Math.min(1,(p-c)/r),$=1-(1-d)**3;s(d>=1?n:Math.round(t+(n-t)*$)),d>=1?l():requestAnimationFrame(u)};requestAnimationFrame(u)}))}function ms(e){if(!yt(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>ze(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:vn,fill:"backwards",composite:"add"}))).then(()=>{})}var Xa=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],Qa=["■","▲","●","◆","★"];function kn(e){if(at()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),r=Za(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",r.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),u=[];for(let p=0;p<c;p+=1){let d=document.createElement("span"),$=Xa[p%Xa.length],f=p%3===0;Object.assign(d.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(d.textContent=Qa[p%Qa.length]),l.appendChild(d);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),v=(Math.random()-.5)*720,g=1200+Math.random()*600;u.push(ze(d,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${v/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${v*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${v}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(u).then(()=>{l.remove(),er()})}function gs(e,t={}){let n=[],a=null,s=0,r=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function u(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||at();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Gt()}a=null}function p(){return s=r,Gt(),$()}function d(f){n.push(f),r+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,r-1),Gt()),a||(a=u())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:d,flush:p,idle:$,pending:()=>n.length}}var Rn={};Un(Rn,{SOUND_NAMES:()=>ys,isMuted:()=>ks,onMutedChange:()=>Ss,playSound:()=>Es,renderSound:()=>Ms,setMuted:()=>xs,soundReady:()=>Cs});var rr="unoduo.muted",ys=["play","draw","turn","uno","win","lose","shuffle","deal"],bs={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},vs=.85,ws=2.2,fe=null,Cn=!1,wt=_s(),tr=new Map,Sn=new Set;function _s(){try{return localStorage.getItem(rr)==="1"}catch{return!1}}function ks(){return wt}function xs(e){wt=!!e;try{localStorage.setItem(rr,wt?"1":"0")}catch{}for(let t of Array.from(Sn))try{t(wt)}catch(n){console.error(n)}}function Ss(e){return Sn.add(e),()=>Sn.delete(e)}function Cs(){return Cn&&fe!==null}function Ts(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function nr(){Cn=!0;try{if(!fe){let e=Ts();if(!e)return;fe=new e({latencyHint:"interactive"})}fe.state==="suspended"&&typeof fe.resume=="function"&&fe.resume().catch(()=>{})}catch{fe=null}}typeof window<"u"&&(window.addEventListener("pointerdown",nr,{capture:!0,passive:!0}),window.addEventListener("keydown",nr,{capture:!0,passive:!0}));function or(e,t,n,a){let s=e.createGain();s.gain.value=vs,s.connect(a),Tn[t](e,n,s)}function Pe(e,t,{at:n,freq:a,peak:s=.3,attack:r=.01,decay:l=.3,type:c="sine",glide:u=0,partials:p=[]}){let d=e.createGain();d.gain.setValueAtTime(1e-4,n),d.gain.linearRampToValueAtTime(s,n+r),d.gain.exponentialRampToValueAtTime(1e-4,n+r+l),d.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),u&&m.frequency.exponentialRampToValueAtTime(a*f*u,n+r+l);let v=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),v=g}v.connect(d),m.start(n),m.stop(n+r+l+.02)}}var ar=new WeakMap;function Rs(e){let t=ar.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;ar.set(e,t)}return t}function vt(e,t,{at:n,length:a,from:s,to:r=s,q:l=1.2,peak:c=.35,attack:u=.006,offset:p=0}){let d=e.createBufferSource();d.buffer=Rs(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(r,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*ws,n+u),f.gain.exponentialRampToValueAtTime(1e-4,n+a),d.connect($),$.connect(f),f.connect(t),d.start(n,p%.5,a+.02)}var Ke=e=>440*2**(e/12),Tn={play(e,t,n){vt(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Pe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){vt(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Pe(e,n,{at:t,freq:Ke(7),peak:.32,attack:.006,decay:.28,partials:a}),Pe(e,n,{at:t+.13,freq:Ke(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Pe(e,n,{at:t+s*.08,freq:Ke(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Pe(e,n,{at:t+.24,freq:Ke(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Pe(e,n,{at:t+s*.11,freq:Ke(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Pe(e,n,{at:t+.5,freq:Ke(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Pe(e,n,{at:t+s*.17,freq:Ke(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);vt(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}vt(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)vt(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function Es(e){if(wt||!Cn||!fe||!Object.prototype.hasOwnProperty.call(Tn,e))return!1;try{if(fe.state==="suspended"&&fe.resume().catch(()=>{}),fe.state==="closed")return!1;let t=fe.currentTime;return t-(tr.get(e)??-1)<.04||(tr.set(e,t),or(fe,e,t+.005,fe.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function Ms(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(Tn,e))return null;let a=new n(1,Math.ceil(bs[e]*t),t);return or(a,e,0,a.destination),a.startRendering()}var En=xn,Ve=Rn;function Ne(e){try{Ve&&Ve.playSound(e)}catch{}}function le(e,...t){try{if(En&&typeof En[e]=="function")return En[e](...t)}catch{}return null}function Me(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function sr(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ie(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function ir({spectator:e,view:t,target:n,panel:a,toggle:s}){let r=!1;try{r=Ve?Ve.isMuted():!1}catch{r=!1}let[,l]=b(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${o("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Ie(t)?o("Lowest total wins when someone reaches {n}",{n}):o("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${o("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${o("What happened")}</span></button>
    ${Ve&&i`<button type="button" class="tool" aria-pressed=${r?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{Ve.setMuted(!r),l(c=>c+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${r?i`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:i`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${o("Mute")}</span></button>`}
    ${!e&&i`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${o("Settings")}</span></button>`}
  </div>`}function lr({panel:e,setPanel:t,view:n,players:a,me:s,log:r,rules:l,autoAnswer:c,onAutoAnswer:u,sorted:p,onSorted:d}){return i`<${rt} open=${e==="scores"} title=${o("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${nt} view=${n} players=${a} me=${s} />`}
    </${rt}>
    <${rt} open=${e==="log"} title=${o("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${As} log=${r} open=${e==="log"} />
    </${rt}>
    <${rt} open=${e==="settings"} title=${o("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${$=>u($.target.checked)} />
        <span>${o("Answer forced moves for me (nothing to choose)")}</span></label>
      ${p!=null&&i`<label class="setting"><input type="checkbox" checked=${p}
        data-testid="setting-sort-hand" onChange=${$=>d($.target.checked)} />
        <span>${o("Sort my hand by colour and number")}</span></label>`}
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${o("Rules of this game")}</h3>
        <ul>${l.map(($,f)=>i`<li key=${f}>${N($)}</li>`)}</ul>
      </section>`}
    </${rt}>`}function rt({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${o("Close")}</button></div>
    ${s}
  </aside>`}function As({log:e,open:t}){let n=P(null);return T(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${o("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}var Yt=!1,Mn=new Set;function cr(e){if(Yt||e.isComposing||e.key==="Unidentified"||e.key==="Process")return;let t=e.target;if(!(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT"||t.isContentEditable))){Yt=!0,document.documentElement.dataset.keyboard="used";for(let n of Array.from(Mn))n(!0);removeEventListener("keydown",cr,!0)}}typeof addEventListener=="function"&&addEventListener("keydown",cr,!0);function Ls(e){return Yt?(e(!0),()=>{}):(Mn.add(e),()=>Mn.delete(e))}function dr(e){return String(e).replace(/\s*\([A-Z]\)/g,"").replace(/\(([A-Z]), /g,"(")}function Ft(){let[e,t]=b(Yt);return T(()=>Ls(t),[]),e}function Os(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function pr(e){return e?e.querySelector("button.card:not([disabled])"):null}function fr(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var hr="unoduo.sortHand",Ps={R:0,Y:1,G:2,B:3},Ns=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],ur=37,Is=.56,$r=24,Ds=44;function mr(){try{return localStorage.getItem(hr)!=="off"}catch{return!0}}function gr(e){try{localStorage.setItem(hr,e?"on":"off")}catch{}}function An(e,t){let n=Os(e,""),a=e.map((r,l)=>({code:r,index:l,key:n[l]}));if(!t)return a;let s=r=>{let{color:l,rank:c,wild:u}=me(r);return(u?4:Ps[l])*100+Ns.indexOf(c)};return a.slice().sort((r,l)=>s(r.code)-s(l.code)||r.index-l.index)}function qs(e,t,n){if(!t||!n||e<=1)return{rows:1,fit:null};let a=t-$r,s=Math.max(1,Math.floor((a-n)/ur)+1);if(e<=s)return{rows:1,fit:null};let r=Math.floor(a-ur*(e-1));return r>=Ds&&r<n?{rows:1,fit:r}:{rows:Math.ceil(e/s),fit:null}}function Us(e,t){let[n,a]=b({width:0,card:0});return se(()=>{let s=e.current;if(!s)return;let r=()=>{let c=document.createElement("span");c.className="card card-probe",c.setAttribute("aria-hidden","true"),c.style.cssText="position: absolute; visibility: hidden; pointer-events: none",s.appendChild(c);let u=c.offsetWidth;c.remove();let p=s.clientWidth;a(d=>d.width===p&&d.card===u?d:{width:p,card:u})};if(r(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(r);return l.observe(s),()=>l.disconnect()},[]),n}function yr({view:e,groups:t,mine:n,sending:a,play:s,handRef:r,dumping:l,dumpOrder:c,toggleDump:u,wildCard:p,sorted:d}){let $=e.dump_color,f=document.documentElement.dir==="rtl",h=Ft(),[m,v]=b(null),g=P("mouse");se(()=>v(null),[e.hand.join(" "),n,l]);let y=H=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(H.key))return;let Q=Array.from(r.current.querySelectorAll("button.card:not([disabled])")),C=Q.indexOf(document.activeElement);if(!Q.length)return;H.preventDefault();let j=C;if(H.key==="Home")j=0;else if(H.key==="End")j=Q.length-1;else{let z=H.key==="ArrowDown"||H.key===(f?"ArrowLeft":"ArrowRight");j=C<0?0:(C+(z?1:-1)+Q.length)%Q.length}Q[j].focus()},_=e.hand.length?D("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:Ta(e.hand)}):o("Your hand is empty"),x=e.hand.length,k=Us(r,x),w=qs(x,k.width,k.card),q=w.rows,S=An(e.hand,d),W=[],M=0;for(let H=0;H<q;H++){let X=Math.floor(x/q)+(H<x%q?1:0);W.push(S.slice(M,M+X)),M+=X}let Y=(H,X)=>{if(g.current!=="mouse"&&m!==H.key){v(H.key);return}v(null),X()},ie=!1,te=(H,X,Q)=>{let{code:C,index:j,key:z}=H,V=!1,F=null,Z=!1;if(l){V=me(C).color===$&&!a;let he=c.indexOf(j);he>=0&&(F=String(he+1),Z=!0)}else V=n&&!a&&t.plays.has(C),Z=p===C;let de=e.drawn===C&&!ie;de&&(ie=!0);let ye="";if(q===1){let he=Math.min(3,16/Math.max(Q-1,1)),_e=(Q-1)/2,ke=_e>0?(X-_e)/_e:0,ot=(X-_e)*he*(f?-1:1),st=Math.round(ke*ke*Math.min(14,Q*1.5));ye=`--rot: ${ot.toFixed(2)}deg; --arc: ${st}px`}let be=[de?"card-drawn":"",m===z&&V?"card-lifted":""].join(" ");return i`<${ne} key=${z} code=${C} cardKey=${z} from="draw"
      onPlay=${l?()=>u(j):()=>Y(H,()=>s(C))}
      disabled=${!V} badge=${F} selected=${Z} style=${ye}
      extraClass=${be} testid=${"hand-card-"+C} />`};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${D("Your hand ({n} card)","Your hand ({n} cards)",x)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${o("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+(x>14&&q===1?" hand-many":"")+(q>1?" hand-rows":"")+(w.fit?" hand-fit":"")} data-sorted=${d?"true":"false"}
        ref=${r} onKeyDown=${y} data-testid="hand" data-rows=${q}
        onPointerDown=${H=>{g.current=H.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{g.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(x,1)}; --row-show: ${Is}; --hand-ends: ${$r}px`+(w.fit?`; --fit-w: ${w.fit}px`:"")}>
      ${q===1?S.map((H,X)=>te(H,X,x)):W.map((H,X)=>i`<div class="hand-row" key=${"row-"+X} style=${`--n: ${Math.max(H.length,1)}`}>
          ${H.map((Q,C)=>te(Q,C,H.length))}</div>`)}
    </div>
    ${n&&!l&&h&&i`<p class="hint" data-testid="key-hint">${o("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function br({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${o("{name} showed you the hand they held:",{name:ae(t,e.seat,n)})}>
    <p>${o("{name} showed you the hand they held:",{name:ae(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,r)=>i`<${ne} key=${r} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${o("Close")}</button>
  </section>`}function Hs(e,t,n,a){let s=e.scores,r=Ie(e),l=r?Math.min(...s):Math.max(...s),c=s.map((p,d)=>p===l?d:-1).filter(p=>p>=0);if(c.length>1)return o("The totals are level");let u=c[0];return r?u===n?o("You are ahead: the lowest total wins, and yours is {n}",{n:l}):o("{name} is ahead: the lowest total wins, and theirs is {n}",{name:ae(t,u,n),n:l}):u===n?o("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):o("{name} is ahead: the first to {target} wins, and they have {n}",{name:ae(t,u,n),target:a,n:l})}function js({to:e,testid:t}){let[n,a]=b(e);return T(()=>{le("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function Ws(e,t){return t.out===null||t.out===void 0?o("The round is blocked: each player scores their own hand"):Ie(e)?o("Going out scores 0; the other players score the cards left in their hands."):o("Going out scores the cards left in the other players' hands.")}function Bs({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,r=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${o("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${o("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${ne} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${o("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:r[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${D("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:ae(t,l.seat,n),points:r[l.seat]})}</p>`)}
  </div>`}function vr({info:e,view:t,players:n,me:a,onClose:s,target:r}){let l=P(null);T(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,u=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${o("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${u===null?o("Nobody went out."):u===a?o("You went out!"):o("{name} went out",{name:ae(n,u,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${Ws(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("This round")}</th>
        <th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,d)=>i`<tr class=${d===a?"me":""}>
        <th scope="row"><bdi>${ae(n,d,a)}</bdi></th>
        <${js} to=${p} testid=${"round-points-"+d} />
        <td data-testid=${"round-total-"+d}>${t.scores[d]}</td>
      </tr>`)}</tbody>
    </table>
    <${Bs} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${Hs(t,n,a,r)}</p>
    <p class="muted">${o("The next round is dealt when you are ready.")}</p>
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${o("Next round")}</button>
  </section>`}var Gs=12,Ys=1e3;function Fs(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function zs({game:e}){let t=Ze(),n=t?t.name:null,[a,s]=b(null);if(T(()=>{if(s(null),!n)return;let c=!1,u=null,p=0,d=()=>{p+=1,p<Gs&&(u=setTimeout($,Ys))},$=async()=>{try{let f=await B.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&d()}catch(f){!c&&f.code!=="not_rated"&&d()}};return $(),()=>{c=!0,clearTimeout(u)}},[e,n]),!a||!a.rated)return null;let r=a.player,l=null;if(r&&r.rating!==null){let c={rating:r.rating,change:Fs(r.change)},u=r.provisional?o("Your rating: {rating} ({change}), provisional",c):o("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${r.rating} data-change=${r.change}
      class=${"rating-change "+(r.change>=0?"up":"down")}
      title=${r.provisional?o("Provisional: a few more rated games are needed."):""}>${u}</p>`}else r&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${o("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?o("Rated game of Classic UNO"):o("Rated game of UNO Duo")}</p>
    ${l}
    ${r&&i`<${R} href=${`/players/${encodeURIComponent(r.name)}`} testid="rated-profile-link">
      ${o("Your profile")}</${R}>`}
  </div>`}function wr({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:r,game:l}){let c=P(null);T(()=>{c.current&&c.current.focus({preventScroll:!0})},[]);let u=e.winner,p=u==null,d,$;p?(d=r?o("The match is over"):o("A draw"),$=o("The match is a draw")):u===n?(d=o("You won"),$=o("You won the match!")):(d=r?o("The match is over"):o("You lost"),$=o("{name} won the match",{name:ae(t,u,n)}));let f=p?"draw":u===n?"won":r?"over":"lost",h=t.filter(g=>g.seat!==n&&g.kind==="human"),m=s&&h.some(g=>!g.rematch_requested),v=Ie(e);return i`<section class=${"overlay match-over outcome-"+f} data-testid="match-over"
      data-outcome=${f} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${c} data-testid="match-headline">${d}</h2>
    <p data-testid="match-result" class=${u===n?"celebrate":""}>${$}</p>
    <p class="muted">${v?o("The lowest total wins."):o("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${e.scores.map((g,y)=>i`<tr class=${y===u?"winner":""}>
        <th scope="row"><bdi>${ae(t,y,n)}</bdi></th>
        <td data-testid=${"final-score-"+y}>${g}</td></tr>`)}</tbody>
    </table>
    <${zs} game=${l} />
    <details class="match-rounds" open><summary>${o("Every round")}</summary>
      <${nt} view=${e} players=${t} me=${n} /></details>
    <div class="controls">
      ${!r&&i`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${o("Rematch")}</button>`}
      <${R} href="/" testid="new-game-link">${o("New game")}</${R}>
      ${!r&&i`<${R} href=${`/replay/${l}?review=${n}`} testid="review-link">
        ${o("Review my decisions")}</${R}>`}
      <${R} href=${`/replay/${l}`} testid="replay-link">${o("Watch the replay")}</${R}>
    </div>
    ${m&&i`<p role="status">${o("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&h.some(g=>g.rematch_requested)&&i`<p role="status">
      ${o("Your opponent asks for a rematch.")}</p>`}
  </section>`}function zt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${R} href=${a} testid="watch-link">${o("Watch it instead")}</${R}></p>`}
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}function _r({status:e}){if(e==="open")return null;let t=e==="closed"?o("Disconnected."):o("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function kr({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${o("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${Ks} welcome=${e} />`:null}
  </section>`}function Ks({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=b(""),s=async(u,p)=>{try{await navigator.clipboard.writeText(u),a(p)}catch{a("")}},r=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:o("UNO Duo"),text:o("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
    <h3>${r?o("Public game"):o("Invite a friend")}</h3>
    <p>${r?o("Anyone can join this game from the list of public games. You can also send this link or the join code."):o("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${o("Invite link")}</span>
      <input readonly value=${t} data-testid="invite-link" onFocus=${u=>u.target.select()} />
    </label>
    ${l&&i`<button type="button" class="primary" onClick=${c} data-testid="share-invite">
      ${o("Share the invitation")}</button>`}
    <button type="button" onClick=${()=>s(t,"link")} data-testid="copy-link">${o("Copy the link")}</button>
    <p class="code-line"><span>${o("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${e.join_code}</strong>
      <button type="button" onClick=${()=>s(e.join_code,"code")} data-testid="copy-code">
        ${o("Copy the code")}</button></p>
    ${n&&i`<p role="status">${o("Copied.")}</p>`}
  </div>`}function Vs({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function xr({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,r=e.top,l=r&&me(r).wild,c=e.discard||[],u=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,d=D("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${o("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${Vs} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${d} onClick=${n}>
        ${e.draw_pile>0?i`<${We} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&i`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${u.map(($,f)=>{let h=c.length-1-u.length+f;return i`<${ne} key=${"pile-"+h} code=${$} cardKey=${"pile-"+h}
          style=${`rotate: ${p(h)}deg`} />`})}
      ${r?i`<${ne} key=${"pile-"+(c.length-1)} code=${r} named=${l?s:null}
            testid="top-card" cardKey=${"pile-"+(c.length-1)} from=${a}
            style=${`rotate: ${p(c.length-1)/3}deg`} />`:!c.length&&i`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&i`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${je[s]}</span>${pe(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${r&&i`<p class="visually-hidden" data-testid="top-card-text">${o("Top card: {card}",{card:Le(r,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${o("Colour: {color}",{color:pe(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?o("Direction: clockwise"):o("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${D("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function Sr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:r,rated:l,controls:c}){let u=e.view,p=u.seat,d=c.sending,$=Ft(),f=N(e.prompt);return i`<section class="prompt" data-testid="prompt" aria-label=${o("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${$?f:dr(f)}</p>
    ${n&&u.decision==="challenge"&&i`<${Xs} view=${u} />`}
    ${e.deadline&&!u.match_over&&i`<${Js} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!u.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(N).join(" ")}</p>`}
    ${n&&!a&&i`<${Qs} ...${c} />`}
    ${Me(e)&&!a&&Ya(t,p)&&(l?i`<${Fa} />`:i`<${za} hint=${s} onAsk=${r} disabled=${d} />`)}
  </section>`}function Js({deadline:e,mine:t}){let[n,a]=b(Date.now());T(()=>{let r=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(r)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?D("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):D("{n} second left","{n} seconds left",s)}</p>`}function Xs({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(r=>r.kind==="play"||r.kind==="color"),s=n&&!me(n).wild?me(n).color:null;if(!s&&a.length>=2)for(let r=a.length-2;r>=0;r--){let l=a[r].info;if(typeof l=="number"&&l>=0){s=qt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${je[s]} </span>${o("Colour before the Wild Draw 4: {color}",{color:pe(s)})}</p>`:null}function Qs(e){let{view:t,groups:n,send:a,sending:s,unoArmed:r,setUnoArmed:l,dumpMode:c,setDumpMode:u,dumping:p,dumpReady:d,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,v=(y,_,x)=>{let k=m.get(y),w=k.key?k.key.toUpperCase():"";return i`<button type="button" class=${x?"primary":""}
    disabled=${s} data-testid=${_} onClick=${()=>a(k.action)}
    data-autofocus=${x?"true":null}>${N(k.label)}${w&&i` <kbd aria-hidden="true">${w}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${o("Candidate card:")}</p>
      <${ne} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(v("keep","action-keep",!0)),m.has("reject")&&g.push(v("reject","action-reject")),n.colors.length){let y=_=>{let x=n.colors.find(k=>k.color===_);x&&a(x.action)};g.push(i`<${Ln} title=${o("Name the colour")} onPick=${y} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(v("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(v("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(v("challenge","action-challenge")),m.has("accept")&&g.push(v("accept","action-accept",!0)),m.has("catch")&&g.push(v("catch","action-catch",!0)),m.has("ignore")&&g.push(v("ignore","action-ignore"));for(let[y,_]of m)_.kind==="swap"&&g.push(v(y,"action-"+y.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>u(!0)}>
      ${o("Dump your {color} cards",{color:pe(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${D("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:pe(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!d||s} data-testid="action-dump"
        onClick=${()=>a($())}>${o("Dump them in this order")}</button>
      ${f.length>1&&i`<button type="button" onClick=${h} data-testid="dump-clear">
        ${o("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{h(),u(!1)}}
        data-testid="dump-cancel">${o("Cancel the dump")}</button>`}
      ${m.has("nodump")&&v("nodump","action-nodump",!1)}
      </div>
    </div>`),m.has("nodump")&&!p&&g.push(v("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(r?" armed":"")}
      aria-pressed=${r?"true":"false"} data-testid="action-uno" onClick=${()=>l(!r)}>
      ${r?o("UNO! called"):o("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function Ln({title:e,onPick:t,onCancel:n,testid:a}){let s=P(null),r=P({onPick:t,onCancel:n});return r.current={onPick:t,onCancel:n},se(()=>{s.current&&s.current.focus();let l=c=>{let u=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(qt.includes(u)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),r.current.onPick(u)):c.key==="Escape"&&r.current.onCancel&&(c.preventDefault(),r.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${qt.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${je[l]} </span>${pe(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${o("Cancel")}</button>`}
  </div>`}function Tr(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let r=(a+s)%e;r!==t&&n.push(r)}return n}function Zs(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function ei({seat:e,view:t,players:n,me:a,many:s,place:r}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],u=t.to_act===e&&!t.match_over,p=ae(n,e,a),d=l.kind==="bot"?o("Bot ({level})",{level:Ge(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(u?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${r||""}
      aria-label=${D("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${Zs(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${d&&i` <span class="muted">${d}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${o("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${o("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${D("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${o("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>i`<${We} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${u&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function Cr(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,r=t>2?.8:.62;return{x:Math.cos(n(e)),y:r*a(e)/s,angle:n(e)}}function Rr({others:e,view:t,players:n,me:a,many:s}){let r=t.players>2,l=e.length,c=u=>`--x: ${u.x.toFixed(3)}; --y: ${u.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(r?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${r?`--n: ${l}`:""} aria-label=${o("Players")}>
    ${e.map((u,p)=>{let d=Cr(p-.5,l),$=90-d.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&r&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+u}
          style=${`${c(d)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${ei} key=${u} seat=${u}
        view=${t} players=${n} me=${a} many=${s} place=${r?c(Cr(p,l)):""} />`})}
  </ul>`}function ti(e){let t=new Map,n=[],a=[],s=new Map,r=new Map,l=!1;for(let d of e||[])d.uno&&(l=!0),d.key&&!r.has(d.key)&&r.set(d.key,d),d.kind==="play"?(t.has(d.card)||t.set(d.card,[]),t.get(d.card).push(d)):d.kind==="dump"?n.push(d):d.kind==="color"?a.push(d):s.set(d.action,d);let c=e||[],u=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(d=>d.kind==="draw"||d.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:r,draw:p,unoPossible:l,forced:u}}function Er(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),r=a.find(l=>!l.uno);return n&&s?s.action:r?r.action:s?s.action:null}var Mr="unoduo.autoAnswer";function ni(){try{return localStorage.getItem(Mr)!=="off"}catch{return!0}}function ai(e){try{localStorage.setItem(Mr,e?"on":"off")}catch{}}function Kt({st:e,players:t,send:n,sending:a,log:s,roundOver:r,closeRoundOver:l,askRematch:c,rematchAsked:u,game:p,reveal:d,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:v,rules:g}){let y=e.view,_=y.seat,x=!(r&&!y.match_over)&&(Me(e)||sr(e)),k=De(()=>ti(x?e.choices:[]),[e]),[w,q]=b(!1),[S,W]=b(null),[M,Y]=b(!1),[ie,te]=b([]),[H,X]=b(null),[Q,C]=b(ni()),[j,z]=b(mr),V=P(null),F=A=>X(E=>E===A?null:A),Z=x&&Q&&k.forced&&!y.match_over?k.forced:null;se(()=>{q(!1),W(null),te([]),Y(y.decision==="dump"&&x)},[e.seq]),T(()=>{Z&&n(Z.action,Z)},[e.seq,Z]);let de=k.dumps.length?k.dumps[0].cards:[],ye=x&&M&&k.dumps.length>0,be=A=>{if(me(A).wild){W(A);return}let E=Er(k.plays.get(A)||[],null,w);E&&n(E)},he=A=>{let E=Er(k.plays.get(S)||[],A,w);W(null),E&&n(E)},_e=A=>{let E=`dump ${A.join(" ")}`,oe=k.dumps.some(G=>G.uno),L=k.dumps.some(G=>!G.uno);return oe&&(w||!L)?`${E} uno`:E},ke=A=>{if(de.length===1){n(_e([y.hand[A]]));return}te(E=>E.includes(A)?E.filter(oe=>oe!==A):E.concat([A]))},ot=()=>_e(ie.map(A=>y.hand[A])),st=ye&&ie.length===de.length;se(()=>{let A=E=>{if(E.ctrlKey||E.metaKey||E.altKey)return;let oe=E.target;if(oe&&(oe.tagName==="INPUT"||oe.tagName==="SELECT"||oe.tagName==="TEXTAREA")||S)return;let L=E.key.toLowerCase(),G=k.other,re=Je=>{E.preventDefault(),n(Je)};if(E.key==="Escape"&&H){E.preventDefault(),X(null);return}if(L==="s"){E.preventDefault(),F("scores");return}if(L==="h"){E.preventDefault(),fr(V.current,0);return}if(!x||a||Z)return;let xe=y.decision==="after_draw"&&(k.plays.get(y.drawn)||[])[0],ct=/^[0-9]$/.test(L)?L==="0"?9:Number(L)-1:-1,kt=ct>=0?An(y.hand,j)[ct]:null,ve=L==="p"?xe:ct>=0?kt&&(k.plays.get(kt.code)||[])[0]:k.keys.get(L);ve&&ve.kind==="play"?(E.preventDefault(),be(ve.card)):ve&&ve.kind==="dump"?(E.preventDefault(),y.decision==="turn"&&Y(!0)):ve&&ve.kind!=="color"&&G.has(ve.action)?re(ve.action):L==="u"&&k.unoPossible&&(E.preventDefault(),q(Je=>!Je))};return window.addEventListener("keydown",A),()=>window.removeEventListener("keydown",A)}),T(()=>{if(!x)return;let A=document.activeElement;if(A&&A!==document.body&&document.contains(A))return;let E=document.querySelector("[data-autofocus='true']")||pr(V.current);E&&E.focus({preventScroll:!0})},[e.seq]);let it=[...y.events].reverse().find(A=>A.kind==="play"||A.kind==="dump"),Xt=it?it.seat===_?"hand":`seat-${it.seat}`:null,lt=y.options&&y.options.target_score||(y.ruleset==="classic"?500:200),O=Tr(y.players,_),I=O.length>3,ue=_===null;return i`<div class="table">
    <${ir} spectator=${ue} view=${y} target=${lt} panel=${H} toggle=${F} />
    <${Rr} others=${O} view=${y} players=${t} me=${_} many=${I} />
    <${xr} view=${y} canDraw=${x&&!a&&!Z&&!!k.draw}
      onDraw=${()=>n(k.draw.action)} from=${Xt} />
    <${Sr} st=${e} players=${t} mine=${x} autoAction=${Z}
      hint=${f} askHint=${h} rated=${v}
      controls=${{view:y,groups:k,send:n,sending:a,unoArmed:w,setUnoArmed:q,dumpMode:M,setDumpMode:Y,dumping:ye,dumpReady:st,dumpAction:ot,dumpCards:de,clearDump:()=>te([])}} />
    ${_!==null?i`<${yr} view=${y} groups=${k} mine=${x&&!Z} sending=${a} play=${be}
          handRef=${V} dumping=${ye} dumpOrder=${ie} toggleDump=${ke} wildCard=${S}
          sorted=${j} />`:i`<div></div>`}
    ${S&&i`<div class="overlay picker-overlay"><${Ln}
      title=${o("Choose the colour for your {card}",{card:Le(S)})}
      onPick=${he} onCancel=${()=>W(null)} testid="wild-color-picker" /></div>`}
    ${d&&i`<${br} reveal=${d} players=${t} me=${_} onClose=${$} />`}
    ${f&&x&&i`<${Ka} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${A=>{m(),n(A)}} />`}
    ${r&&!y.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${r&&!y.match_over&&i`<${vr} info=${r} view=${y} players=${t} me=${_}
      onClose=${l} target=${lt} />`}
    ${y.match_over&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${y.match_over&&i`<${wr} view=${y} players=${t} me=${_} askRematch=${c}
      rematchAsked=${u} game=${p} spectator=${ue} />`}
    <${lr} panel=${H} setPanel=${X} view=${y} players=${t} me=${_} log=${s} rules=${g}
      autoAnswer=${Q} onAutoAnswer=${A=>{ai(A),C(A)}}
      sorted=${_!==null?j:null} onSorted=${A=>{gr(A),z(A)}} />
  </div>`}var Ar="unoduo.learn.done",Pn=["duo","classic"];function Lr(){try{let e=JSON.parse(localStorage.getItem(Ar)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function ri(e){let t=Lr();if(!t.has(e)){t.add(e);try{localStorage.setItem(Ar,JSON.stringify([...t]))}catch{}}}function Or(){T(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Pr(){let[e,t]=b(Re());return T(()=>Pt(n=>t(n)),[]),e}function Nr(e){let[t,n]=b(null),[a,s]=b("");return T(()=>{let r=!0;return Promise.all(Pn.map(l=>B.lessons(l,e))).then(l=>{if(!r)return;let c={};Pn.forEach((u,p)=>{c[u]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{r&&s(J(l))}),()=>{r=!1}},[e]),{lists:t,error:a}}async function oi(e,t){try{let n=await B.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:Qe()});we(n.game,n.seat,n.token,{}),ee(`/game/${n.game}`)}catch(n){t(J(n,"create"))}}function Ir(){Or();let e=Pr(),{lists:t,error:n}=Nr(e),a=Lr();return T(()=>{document.title=o("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${o("Learn by playing")}</h1>
    <p class="learn-intro">${o("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${o("Loading…")}</p>`}
    ${t&&Pn.map(s=>{let r=t[s],l=r.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Ce(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${o("{done} of {total} done",{done:l,total:r.length})}</span></h2>
        <ol class="lesson-list">
          ${r.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${R} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${N(c.title)}</strong>
                <span class="lesson-goal">${N(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${o("(done)")}</span>`}
            </${R}></li>`)}
        </ol>
      </section>`})}
  </main>`}function On(e){return(e.narration||[]).filter(t=>!!t)}function si(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function ii(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=si(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",le("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&le("shake",l);return}let r=n.getBoundingClientRect();s.forEach((l,c)=>{let u=a.querySelector(`[data-card="${l}"]`),p=u&&(u.closest("button")||u);if(!p||typeof p.animate!="function")return;let d=p.getBoundingClientRect(),$=r.left+r.width/2-(d.left+d.width/2),f=r.top+r.height/2-(d.top+d.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function li({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${o("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${N(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${o("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&i`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${N(n.text)}
        ${t&&i` <strong class="taken-back" data-testid="taken-back">${o("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&i`<p class="lesson-try" data-testid="lesson-prompt">${N(e.prompt)}</p>`}
  </section>`}function ci({lesson:e,next:t,ruleset:n}){let a=P(null),[s,r]=b("");return T(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${o("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${N(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>ee(`/learn/${encodeURIComponent(t.id)}`)}>${o("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>oi(n,r)}>${o("Play a bot now")}</button>
      <${R} href="/learn" testid="all-lessons">${o("All lessons")}</${R}>
    </div>
  </section>`}function Dr({id:e}){Or();let t=Pr(),[n,a]=b([]),[s,r]=b(null),[l,c]=b(!1),[u,p]=b(""),[d,$]=b(""),[f,h]=b(null),[m,v]=b([]),[g,y]=b(""),_=P(null),x=P(null),k=P(0),w=P(null),{lists:q}=Nr(t),S=async(j,z)=>{c(!0);let V;try{V=await B.lesson(e,j,Re())}catch(ke){c(!1),ke&&(ke.code==="unknown_lesson"||ke.status===404)?$(o("There is no such lesson.")):p(J(ke));return}let F=V.lesson,Z=F.undone?j.slice(0,-1):j,de=w.current,ye=de?On(de.state).length:0,be=On(V.state),he=be.length>ye?be.slice(ye):[];v(de&&!F.undone?he.slice(-3):[]),k.current+=1,x.current={before:le("snapshot",_.current),tried:F.undone?z:null},a(Z),h(F.undone?z:null),w.current={state:V.state,lesson:F,seq:k.current},r(w.current),p(""),c(!1),F.feedback&&Ne(F.feedback.kind==="wrong"?"lose":"turn"),F.done&&ri(e);let _e=[F.feedback?N(F.feedback.text):"",F.done?N(F.summary):N(F.prompt)];y(_e.filter(Boolean).join(" "))};T(()=>{r(null),w.current=null,a([]),h(null),$(""),p(""),S([],null)},[e]),T(()=>{s&&S(n,null)},[t]),se(()=>{let j=x.current;if(!j)return;x.current=null;let z=_.current;z&&delete z.dataset.takenBack,j.tried?ii(z,j.tried):j.before&&le("flip",z,j.before,{leave:"none"})},[s&&s.seq]),T(()=>{s&&(document.title=`${N(s.lesson.title)} — ${o("Learn")}`)},[s&&s.seq,t]);let W=j=>{l||!s||s.lesson.done||S(n.concat([j]),j)};if(d)return i`<main class="page" data-testid="lesson-missing"><h1>${d}</h1>
      <p><${R} href="/learn">${o("All lessons")}</${R}></p></main>`;let M=s?Object.assign({},s.state,{lastTold:m}):null,Y=s?s.lesson:null,ie=M?M.view.ruleset:"duo",te=q&&q[ie]||[],H=te.findIndex(j=>j.id===e),X=H>=0&&H+1<te.length?te[H+1]:null,Q=M?(M.players||[]).map(j=>j.seat===M.view.seat?j:{...j,kind:"lesson"}):[],C=M?On(M).map((j,z)=>({key:`l${z}`,say:()=>N(j)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${_}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${M?M.seq:-1} data-decision=${M?M.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${M?M.status:""}
      data-undone=${f?"true":"false"} data-done=${Y&&Y.done?"true":"false"}
      data-my-turn=${M&&!Y.done&&M.view.to_act===M.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${u&&i`<p class="error" role="alert" data-testid="table-error">${u}</p>`}
    ${Y&&i`<${li} lesson=${Y} undone=${f} />`}
    ${M?i`<${Kt} st=${M} players=${Q} send=${W} sending=${l||Y.done} log=${C}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} />`:i`<p class="table-message" data-testid="loading">${o("Loading…")}</p>`}
    ${Y&&Y.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${ci} lesson=${{...Y,id:e}} next=${X} ruleset=${ie} />`}
  </main>`}function Nn(e){return J(e)}function di(e,t,n){let a=e.view||{},s=a.players||n.players.length,r=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,u)=>Array(r[u]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function qr(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await cn(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),r=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,u=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function d(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=cn(`${t}/${encodeURIComponent(f)}`).then(m=>{let v=(m.steps||[]).map(g=>di(g,f,{players:s,...n}));return v.sort((g,y)=>g.index-y.index),l.set(f,v),c.delete(f),v},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let v=p(h)?p(h).first_step:0,g=f[m-v];return g&&g.index===m?g:f.find(y=>y.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:r,roundOf:u,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=u(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=u(f),m=$(await d(h),h,f);if(!m)throw new qe(0,"missing_step",o("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=u(f),m=p(h);if(!m)return;let v=()=>{};if(d(h).catch(v),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&d(g.round).catch(v)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&d(g.round).catch(v)}}}}var ui=3,Vt=[-7,4,-2];function pi(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Ur({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=pi(e,a.map(c=>c||"?")),r=t.toAct===e&&!t.over,l=ae(n.players,e,null);return i`<div class=${"replay-seat"+(r?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${r?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${D("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${o("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,u)=>i`<span class="replay-slot" key=${s[u]} data-card-key=${s[u]} data-from="draw"
        >${c?i`<${ne} code=${c} size="small" />`:i`<${We} size="small" label=${o("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function fi({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-ui),s=n.slice(a),r=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?o("Top card: {card}",{card:Le(e.top,e.color)}):"",c=e.color?o("Colour: {color}",{color:pe(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${We} size="small" label=${D("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${ne} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((u,p)=>{let d=a+p,$=d===n.length-1&&!!e.top,f=Vt[(d%Vt.length+Vt.length)%Vt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+d}
          data-card-key=${"d"+d+"-"+u} data-from=${d===n.length-1?r:null}
          style=${`--tilt: ${f}deg`}><${ne} code=${u} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${je[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?o("Play goes clockwise ↻"):o("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Hr({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,d)=>d),r=s.filter(p=>p!==0),l=P(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},u=p=>{let d=l.current;if(l.current=null,!d||!a)return;let $=p.clientX-d.x,f=p.clientY-d.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(r.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${o("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${u}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${r.map(p=>i`<${Ur} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${fi} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${Ur} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function jr(e){return(e.narration||[]).filter(t=>t).map(N)}function Wr({step:e,quiet:t}){let n=jr(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=o("Start of the match"):a=o("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((r,l)=>i`<li key=${l}>${r}</li>`)}</ul>`}
  </div>`}function Br({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?o("The match is a draw"):o("{name} won the match",{name:ae(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function Gr({replay:e,round:t,at:n,onPick:a}){let s=P(null),r=e.framesOf(t)||[];return T(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let u=c.offsetTop;u<l.scrollTop?l.scrollTop=u:u+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=u+c.offsetHeight-l.clientHeight)},[n,r.length]),i`<section class="panel replay-moves">
    <h2>${o("Moves")} · ${o("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${r.length?r[0].index+1:1}>
      ${r.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?jr(l)[0]||l.action:o("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var hi=[.5,1,2,4,8],$i=900;function mi(){T(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var gi={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function _t({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${gi[e]} fill="currentColor" /></svg>`}function yi(e){let t=Ue(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function Yr({game:e}){mi();let[t,n]=b(null),[a,s]=b("");return T(()=>{document.title=o("Replay");let r=!0;return qr(e).then(l=>r&&n(l),l=>r&&s(Nn(l))),()=>{r=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${o("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${R} href=${`/game/${e}`}>${o("Back to the game")}</${R}></p></main>`:t?i`<${bi} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${o("Replay")}</h1>
      <p>${o("Loading…")}</p></main>`}function bi({replay:e,game:t}){let n=e.total-1,[a,s]=b(0),[r,l]=b(null),[c,u]=b(!1),[p,d]=b(1),[$,f]=b(""),h=P(null),m=P(null),v=P(0),g=$i/p;T(()=>{let S=!0,W=e.stepNow(a);return W?(l(W),f("")):e.step(a).then(M=>{S&&(l(M),f(""))},M=>S&&f(Nn(M))),e.prefetchAround(a),()=>{S=!1}},[a]),T(()=>{if(!c)return;if(a>=n){u(!1);return}if(!r||r.index!==a)return;let S=setTimeout(()=>_(1),g);return()=>clearTimeout(S)},[c,a,r,p]);function y(S,W){let M=Math.max(0,Math.min(n,S)),Y=v.current;M!==Y&&(v.current=M,m.current=W&&M===Y+1&&g>=150&&h.current&&r&&r.index===Y?wn(h.current):null,s(M))}let _=S=>y(v.current+S,S===1);se(()=>{let S=m.current;S&&r&&r.index===a&&h.current&&(m.current=null,_n(h.current,S,{duration:Math.min(320,g*.6)}),r.over&&kn(h.current))},[r]),T(()=>{let S=W=>{if(W.ctrlKey||W.metaKey||W.altKey||W.defaultPrevented)return;let M=W.target,Y=M&&M.tagName;if(Y==="INPUT"||Y==="SELECT"||Y==="TEXTAREA"||M&&M.isContentEditable)return;let ie=document.documentElement.dir==="rtl",te=ie?"ArrowLeft":"ArrowRight",H=ie?"ArrowRight":"ArrowLeft";if(W.key===te)_(1);else if(W.key===H)_(-1);else if(W.key==="Home")y(0,!1);else if(W.key==="End")y(n,!1);else if(W.key===" "&&Y!=="BUTTON"&&Y!=="A")u(X=>!X);else return;W.preventDefault()};return window.addEventListener("keydown",S),()=>window.removeEventListener("keydown",S)},[n,g,r]);let x=r,k=!x||x.index!==a,w=e.roundOf(a),q=()=>{!c&&a>=n&&y(0,!1),u(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${x?x.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${k?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${o("Replay")}</h1>
    ${x&&i`<${Hr} step=${x} replay=${e} boardRef=${h} onSwipe=${_} />`}
    ${!x&&i`<p class="replay-board-placeholder">${o("Loading…")}</p>`}
    ${x&&i`<${Wr} step=${x} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${o("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>y(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${o("Start")} title=${o("Start")}><${_t} shape="first" /></button>
        <button type="button" onClick=${()=>_(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${o("Back")} title=${o("Back")}><${_t} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${q} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${_t} shape=${c?"pause":"play"} />
          <span>${c?o("Pause"):o("Play")}</span></button>
        <button type="button" onClick=${()=>_(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${o("Next")} title=${o("Next")}><${_t} shape="next" /></button>
        <button type="button" onClick=${()=>y(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${o("End")} title=${o("End")}><${_t} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${o("Move")} class="replay-slider"
        aria-valuetext=${o("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${S=>y(Number(S.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${o("Round")}
          <select data-testid="replay-round" value=${String(w)}
            onChange=${S=>y(e.firstStepOf(Number(S.target.value)),!1)}>
            ${e.rounds.map(S=>i`<option value=${String(S.round)} selected=${S.round===w}>${S.round}</option>`)}
          </select></label>
        <label>${o("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${S=>d(Number(S.target.value))}>
            ${hi.map(S=>i`<option value=${String(S)} selected=${S===p}>${S}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${o("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${o("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${Ba} replay=${e} game=${t} at=${a} go=${S=>y(S,!1)} />
    </div>
    <aside class="replay-side">
    ${x&&i`<${Br} step=${x} replay=${e} />`}
    ${x&&i`<${nt} view=${x.sheet} players=${e.players} me=${null} />`}
    ${x&&i`<${Gr} replay=${e} round=${x.round} at=${a} onPick=${S=>y(S,!1)} />`}
    <p class="replay-links"><${R} href=${`/game/${t}`}>${o("Back to the game")}</${R}>
      <span aria-hidden="true"> · </span><a href=${yi(t)} download data-testid="download-record">
        ${o("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Jt=null;function vi({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${N(e.title)}</h2>
    <p>${N(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.cards.map((t,n)=>i`<${ne} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${o("Example:")}</strong> ${N(e.example.text)}</figcaption>
    </figure>
  </section>`}function wi({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${o("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${N(t.term)}</dt>
        <dd>${N(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function Fr(){let[e,t]=b(null),[n,a]=b("");T(()=>{document.title=o("Rules");let r=!0;return Jt||(Jt=B.rulebook().catch(l=>{throw Jt=null,l})),Jt.then(l=>{r&&t(l)},l=>{r&&a(J(l))}),()=>{r=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${o("On this page")}>
    <ol>
      ${e.duo.map(r=>i`<li><a href=${"#rule-"+r.id}>${N(r.title)}</a></li>`)}
      <li><a href="#classic">${o("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${o("Words of the game")}</a></li>
    </ol>
  </nav>`;return i`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${o("Rules")}</h1>
    <p class="rules-intro">${o("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&i`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&i`<p>${o("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(r=>i`<${vi} key=${r.id} idea=${r} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${o("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(r=>i`<p>${N(r)}</p>`)}
    </section>`}
    ${e&&i`<${wi} terms=${e.glossary} />`}
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}function _i(e,t,n){let a=P({}),[,s]=b(0),r=Date.now();for(let u of e)u.kind==="human"&&u.joined&&!u.connected&&u.seat!==t?u.seat in a.current||(a.current[u.seat]=r):delete a.current[u.seat];let l=Object.values(a.current).map(u=>u+n*1e3-r).filter(u=>u>0),c=l.length?Math.min(...l):null;return T(()=>{if(c===null)return;let u=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(u)},[c]),e.filter(u=>u.seat in a.current&&r-a.current[u.seat]>=n*1e3)}function zr({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let r=_i(e||[],t,n||30);return!a||r.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${r.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${o("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${o("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${o("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var Kr=200,ki=650,xi=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function Si(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,r=(t.previous_events||[]).filter(u=>u.kind==="draw"&&u.info==="last_card"),l=[],c=null;return n.points.forEach((u,p)=>{if(p===n.out)return;let d=r.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...d.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,v)=>m+(Number(v.value)||0),0)===u&&$.length&&(c=f)}else e.handSizes&&u>0&&Ie(t)&&l.push({seat:p,count:e.handSizes[p]+d.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function In({game:e,spectator:t}){let n=t?null:Ue(e),[a,s]=b(null),[r,l]=b(null),[c,u]=b([]),[p,d]=b("connecting"),[$,f]=b(""),[h,m]=b(""),[v,g]=b(null),[y,_]=b(!1),[x,k]=b([]),[w,q]=b(""),[S,W]=b(null),[M,Y]=b(0),[ie,te]=b(null),[H,X]=b(!1),[Q,C]=b(null),[j,z]=b(!1),V=P(null),F=P(null),Z=P({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),de=P(null),ye=P(null),be=P({held:null,release:null});T(()=>{if(z(!1),t||!n)return;let O=!0;return B.gameRating(e).then(I=>{O&&z(!!(I&&I.rated))},()=>{}),()=>{O=!1}},[e]),T(()=>{if(t||n)return;let O=!0;return B.game(e).then(()=>{O&&g(!0)},I=>{O&&g(!(I&&(I.status===404||I.code==="no_such_game"||I.code==="unknown_game")))}),()=>{O=!1}},[e]),T(()=>{if(!t&&!n)return;let O=(L,G)=>new Promise(re=>{let xe=G&&G.instant?null:le("snapshot",F.current);de.current={before:xe,resolve:re},_e(L)}),I=(L,G)=>{let re=be.current.held;return re?(Y(xe=>xe+1),re.then(()=>(Y(xe=>Math.max(0,xe-1)),O(L,G)))):O(L,G)},ue=le("createStateQueue",I,{}),A=L=>{switch(L.type){case"welcome":s(L),ye.current=L,u(L.players||[]),f("");break;case"state":if(L.seq<Z.current.queued)return;Z.current.queued=L.seq,ue?(Me(L)&&ue.pending()>0&&ue.flush(),ue.push(L)):I(L);break;case"presence":u(L.players||[]);break;case"ack":break;case"hint":C(G=>gn(G,L));break;case"error":if(Ga.has(L.code)){C(G=>gn(G,L));break}_(!1),xi.has(L.code)?m(J(L,"table")):L.code!=="stale"&&f(J(L,"table"));break;case"rematch":we(L.game,L.seat,L.token,{}),ee(`/game/${L.game}`);break;default:break}},E=t?new URLSearchParams(location.search).get("code"):null,oe=new Ht(e,t?null:n.token,A,d,E);return V.current=oe,()=>oe.close()},[e,t]),se(()=>{let O=de.current;if(!O)return;de.current=null;let I=F.current,ue=Z.current.fresh,A=r&&r.view,E=null;if(I&&A){O.before&&(E=le("flip",I,O.before,{leave:"none"}));for(let G of ue)if(G.kind==="play"||G.kind==="dump")Ne("play");else if(G.kind==="draw"||G.kind==="draft_take"||G.kind==="keep")Ne("draw");else if(G.kind==="uno"){Ne("uno");let re=I.querySelector(G.seat===A.seat?"[data-anchor=hand]":`[data-anchor=seat-${G.seat}]`);re&&le("pulse",re)}else if(G.kind==="color"){let re=I.querySelector(".color-ring");re&&le("pulse",re)}else if(G.kind==="reveal"&&G.cards&&G.cards.length){let re=I.querySelector("[data-testid=revealed-hand]");re&&le("revealHand",re)}let L=Z.current.prev;if(L&&A.pending_draw>L.pending_draw){let G=I.querySelector("[data-testid=pending-draw]");G&&le("pulse",G)}Me(r)&&!(L&&L.myTurn)&&Ne("turn"),A.match_over&&!(L&&L.over)&&(Ne(A.winner===A.seat?"win":"lose"),A.winner!==null&&A.winner===A.seat&&le("celebrate",I)),Z.current.prev={pending_draw:A.pending_draw,myTurn:Me(r),over:A.match_over}}let oe=le("reducedMotion");if(!E||oe){O.resolve();return}Promise.race([Promise.resolve(E),new Promise(L=>setTimeout(L,ki))]).then(()=>O.resolve(),()=>O.resolve())},[r]);let he=Me(r)&&!S;T(()=>{let O=o("UNO Duo");document.title=he?o("● Your turn — {title}",{title:O}):O},[he,r&&r.seq]);function _e(O){let I=O.view,ue=O.players||[],A=I.seat,E=Z.current,oe=O.status==="waiting",L=[],G=E.round!==null&&E.round!==I.round;if(G&&!oe&&Array.isArray(O.previous_narration))for(let ce of O.previous_narration.slice(E.count))ce&&L.push(ce);if(E.rounds!==null&&I.rounds.length>E.rounds){let ce=I.rounds[I.rounds.length-1];if(!I.match_over){let dt=Si(E,I,ce,(ye.current||{}).card_points);ke(),W({number:I.rounds.length,result:ce,scores:I.scores,before:E.scores||null,scored:dt})}}G&&te(null);let re=E.round===I.round&&E.count<=I.events.length?E.count:0,xe=oe?[]:I.events.slice(re),ct=O.narration||[],kt=O.events_from||0,ve=[];xe.forEach((ce,dt)=>{let xt=ct[re+dt-kt];xt&&ve.push(xt)}),L.push(...ve);for(let ce of xe)ce.kind==="reveal"&&ce.cards&&ce.cards.length&&te({seat:ce.seat,cards:ce.cards,key:`${I.round}-${O.seq}`});E.fresh=xe,oe||(E.round=I.round,E.count=I.events.length,E.rounds=I.rounds.length,E.scores=I.scores,E.hand=I.hand||null,E.handSizes=I.hand_sizes||null),E.seq=O.seq,L.length&&k(ce=>{let dt=O.seq*1e3,xt=L.map((Jr,qn)=>({key:`${dt+qn}-${ce.length+qn}`,say:()=>N(Jr)}));return ce.concat(xt).slice(-Kr)}),O.lastTold=(re>0?L:L.slice(-1)).slice(-3);let Je=oe?"":N(O.prompt),Dn=O.last&&O.last.seat!==A?O.lastTold.map(N).join(" "):"";q(Dn?`${Dn} ${Je}`:Je),u(ue),l(O),_(!1)}function ke(){let O=be.current;O.held||(O.held=new Promise(I=>{O.release=()=>{O.held=null,O.release=null,I()}}))}let ot=()=>{W(null),be.current.release&&be.current.release()},st=(O,I)=>{if(!r||y)return;let ue=V.current;if(!ue||!ue.send({type:"action",seq:r.seq,action:O})){f(o("Not connected. Reconnecting…"));return}if(I){let A=N(I.label);k(E=>E.concat([{key:`auto-${r.seq}`,say:()=>o("Answered for you: {what}",{what:A})}]).slice(-Kr))}te(null),f(""),_(!0)},it=()=>{r&&V.current&&V.current.send({type:"hint",seq:r.seq})&&C({seq:r.seq,status:"asking"})},Xt=()=>{V.current&&V.current.send({type:"rematch"})&&X(!0)};if(h)return i`<${zt} title=${h} testid="table-fatal" />`;if(!t&&!n)return v===!1?i`<${zt} title=${o("No such game.")} testid="table-fatal" />`:v===null?i`<main class="page" data-testid="loading"><p>${o("Loading…")}</p></main>`:i`<${zt} title=${o("You have no seat in this game")} testid="no-seat"
      text=${o("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let lt=!!r&&r.status==="waiting";return i`<main class=${"page table-page"+(he?" my-turn":"")} data-testid="table" ref=${F}
      data-seq=${r?r.seq:-1}
      data-connection=${p} data-decision=${r?r.view.decision:""} data-sending=${y?"true":"false"}
      data-round=${r?r.view.round:""} data-status=${r?r.status:""}
      data-my-turn=${he?"true":"false"}>
    <h1 class="visually-hidden">${a?Ce(a.ruleset):o("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${w}</div>
    <${_r} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${lt&&i`<${kr} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${zr} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!r&&r.status==="playing"}
      letBotPlay=${O=>V.current&&V.current.send({type:"let_bot_play",seat:O})} />`}
    ${r&&!lt?i`<${Kt} st=${r} players=${c} send=${st} sending=${y} log=${x}
          roundOver=${S&&{...S,held:M}} closeRoundOver=${ot} askRematch=${Xt}
          rematchAsked=${H} game=${e} reveal=${ie} closeReveal=${()=>te(null)}
          hint=${Q&&Q.seq===r.seq?Q:null} askHint=${it} closeHint=${()=>C(null)}
          rated=${j}
          rules=${a&&a.rules||[]} />`:!r&&i`<p class="table-message" data-testid="loading">${o("Connecting to the game…")}</p>`}
  </main>`}function Ci(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function Ti(){let e=Be().languages||{en:"English"},t=n=>on(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${o("Language")}</span>
    <select data-testid="language" onChange=${t} value=${Re()} aria-label=${o("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===Re()}>${a}</option>`)}
    </select>
  </label>`}function Ri(){let e=Ze(),t=e?e.name:o("Log in");return i`<header class="site-header">
    <${R} href="/" testid="home-link" cls="brand">${o("UNO Duo")}</${R}>
    <nav aria-label=${o("Main")}>
      <${R} href="/learn" testid="learn-link">${o("Learn")}</${R}>
      <${R} href="/rules" testid="rules-link">${o("Rules")}</${R}>
      <${R} href="/rated" testid="rated-link">${o("Rated play")}</${R}>
      <${R} href="/leaderboard" testid="leaderboard-link">${o("Leaderboard")}</${R}>
      <${R} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${R}>
    </nav>
    <${Ti} />
  </header>`}function Ei(){let[e,t]=b(location.pathname),[,n]=b(Re());T(()=>{let r=()=>t(location.pathname);window.addEventListener("popstate",r),window.addEventListener("unoduo:navigate",r);let l=Pt(c=>n(c));return()=>{window.removeEventListener("popstate",r),window.removeEventListener("unoduo:navigate",r),l()}},[]);let a=Ci(e),s;switch(a.page){case"home":s=i`<${Oa} />`;break;case"game":s=i`<${In} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${In} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${Ha} code=${a.code} />`;break;case"replay":s=i`<${Yr} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${Fr} />`;break;case"learn":s=i`<${Ir} />`;break;case"lesson":s=i`<${Dr} key=${a.id} id=${a.id} />`;break;case"account":s=i`<${Pa} />`;break;case"rated":s=i`<${Da} />`;break;case"leaderboard":s=i`<${Ia} />`;break;case"profile":s=i`<${Na} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${o("Page not found")}</h1>
        <p><${R} href="/">${o("Back to the start page")}</${R}></p></main>`}return i`<${Ri} />${s}`}async function Mi(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&Ua();let e=_a();try{Ea(await B.meta())}catch{}await Promise.all([on(ga(Be().languages)),e]),ua(i`<${Ei} />`,document.getElementById("app")),document.body.dataset.ready="true"}Mi();function Vr(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?Vr():window.addEventListener("load",Vr,{once:!0});
