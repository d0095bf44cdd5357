var to=Object.defineProperty;var Wn=(e,t)=>{for(var n in t)to(e,n,{get:t[n],enumerable:!0})};var At,U,na,dt,aa,Bn,no,Et={},ra=[],ao=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Me(e,t){for(var n in t)e[n]=t[n];return e}function oa(e){var t=e.parentNode;t&&t.removeChild(e)}function sa(e,t,n){var a,s,r,l={};for(r in t)r=="key"?a=t[r]:r=="ref"?s=t[r]:l[r]=t[r];if(arguments.length>2&&(l.children=arguments.length>3?At.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(r in e.defaultProps)l[r]===void 0&&(l[r]=e.defaultProps[r]);return Ct(e,l,a,s,null)}function Ct(e,t,n,a,s){var r={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++na};return U.vnode!=null&&U.vnode(r),r}function Lt(e){return e.children}function Tt(e,t){this.props=e,this.context=t}function Xe(e,t){if(t==null)return e.__?Xe(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?Xe(e):null}function ia(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return ia(e)}}function Gn(e){(!e.__d&&(e.__d=!0)&&dt.push(e)&&!Mt.__r++||Bn!==U.debounceRendering)&&((Bn=U.debounceRendering)||aa)(Mt)}function Mt(){for(var e;Mt.__r=dt.length;)e=dt.sort(function(t,n){return t.__v.__b-n.__v.__b}),dt=[],e.some(function(t){var n,a,s,r,l,c;t.__d&&(l=(r=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Me({},r)).__v=r.__v+1,nn(c,r,s,n.__n,c.ownerSVGElement!==void 0,r.__h!=null?[l]:null,a,l??Xe(r),r.__h),ua(a,r),r.__e!=l&&ia(r)))})}function la(e,t,n,a,s,r,l,c,u,p){var d,$,f,h,m,w,g,b=a&&a.__k||ra,_=b.length;for(n.__k=[],d=0;d<t.length;d++)if((h=n.__k[d]=(h=t[d])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?Ct(null,h,null,null,h):Array.isArray(h)?Ct(Lt,{children:h},null,null,null):h.__b>0?Ct(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=b[d])===null||f&&h.key==f.key&&h.type===f.type)b[d]=void 0;else for($=0;$<_;$++){if((f=b[$])&&h.key==f.key&&h.type===f.type){b[$]=void 0;break}f=null}nn(e,h,f=f||Et,s,r,l,c,u,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(w==null&&(w=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=u=ca(h,u,e):u=da(e,h,f,b,m,u),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=u):e.value=""):u&&f.__e==u&&u.parentNode!=e&&(u=Xe(f))}for(n.__e=w,d=_;d--;)b[d]!=null&&(typeof n.type=="function"&&b[d].__e!=null&&b[d].__e==n.__d&&(n.__d=Xe(a,d+1)),fa(b[d],b[d]));if(g)for(d=0;d<g.length;d++)pa(g[d],g[++d],g[++d])}function ca(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?ca(s,t,n):da(n,s,s,e.__k,s.__e,t));return t}function da(e,t,n,a,s,r){var l,c,u;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=r||s.parentNode==null)e:if(r==null||r.parentNode!==e)e.appendChild(s),l=null;else{for(c=r,u=0;(c=c.nextSibling)&&u<a.length;u+=2)if(c==s)break e;e.insertBefore(s,r),l=r}return l!==void 0?l:s.nextSibling}function Yn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||ao.test(t)?n:n+"px"}function St(e,t,n,a,s){var r;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||Yn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||Yn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")r=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+r]=n,n?a||e.addEventListener(t,r?zn:Fn,r):e.removeEventListener(t,r?zn:Fn,r);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Fn(e){this.l[e.type+!1](U.event?U.event(e):e)}function zn(e){this.l[e.type+!0](U.event?U.event(e):e)}function nn(e,t,n,a,s,r,l,c,u){var p,d,$,f,h,m,w,g,b,_,k,x=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(u=n.__h,c=t.__e=n.__e,t.__h=null,r=[c]),(p=U.__b)&&p(t);try{e:if(typeof x=="function"){if(g=t.props,b=(p=x.contextType)&&a[p.__c],_=p?b?b.props.value:p.__:a,n.__c?w=(d=t.__c=n.__c).__=d.__E:("prototype"in x&&x.prototype.render?t.__c=d=new x(g,_):(t.__c=d=new Tt(g,_),d.constructor=x,d.render=oo),b&&b.sub(d),d.props=g,d.state||(d.state={}),d.context=_,d.__n=a,$=d.__d=!0,d.__h=[]),d.__s==null&&(d.__s=d.state),x.getDerivedStateFromProps!=null&&(d.__s==d.state&&(d.__s=Me({},d.__s)),Me(d.__s,x.getDerivedStateFromProps(g,d.__s))),f=d.props,h=d.state,$)x.getDerivedStateFromProps==null&&d.componentWillMount!=null&&d.componentWillMount(),d.componentDidMount!=null&&d.__h.push(d.componentDidMount);else{if(x.getDerivedStateFromProps==null&&g!==f&&d.componentWillReceiveProps!=null&&d.componentWillReceiveProps(g,_),!d.__e&&d.shouldComponentUpdate!=null&&d.shouldComponentUpdate(g,d.__s,_)===!1||t.__v===n.__v){d.props=g,d.state=d.__s,t.__v!==n.__v&&(d.__d=!1),d.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(v){v&&(v.__=t)}),d.__h.length&&l.push(d);break e}d.componentWillUpdate!=null&&d.componentWillUpdate(g,d.__s,_),d.componentDidUpdate!=null&&d.__h.push(function(){d.componentDidUpdate(f,h,m)})}d.context=_,d.props=g,d.state=d.__s,(p=U.__r)&&p(t),d.__d=!1,d.__v=t,d.__P=e,p=d.render(d.props,d.state,d.context),d.state=d.__s,d.getChildContext!=null&&(a=Me(Me({},a),d.getChildContext())),$||d.getSnapshotBeforeUpdate==null||(m=d.getSnapshotBeforeUpdate(f,h)),k=p!=null&&p.type===Lt&&p.key==null?p.props.children:p,la(e,Array.isArray(k)?k:[k],t,n,a,s,r,l,c,u),d.base=t.__e,t.__h=null,d.__h.length&&l.push(d),w&&(d.__E=d.__=null),d.__e=!1}else r==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=ro(n.__e,t,n,a,s,r,l,u);(p=U.diffed)&&p(t)}catch(v){t.__v=null,(u||r!=null)&&(t.__e=c,t.__h=!!u,r[r.indexOf(c)]=null),U.__e(v,t,n)}}function ua(e,t){U.__c&&U.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){U.__e(a,n.__v)}})}function ro(e,t,n,a,s,r,l,c){var u,p,d,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),r!=null){for(;m<r.length;m++)if((u=r[m])&&(u===e||(h?u.localName==h:u.nodeType==3))){e=u,r[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),r=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(r=r&&At.call(e.childNodes),p=($=n.props||Et).dangerouslySetInnerHTML,d=f.dangerouslySetInnerHTML,!c){if(r!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(d||p)&&(d&&(p&&d.__html==p.__html||d.__html===e.innerHTML)||(e.innerHTML=d&&d.__html||""))}if((function(w,g,b,_,k){var x;for(x in b)x==="children"||x==="key"||x in g||St(w,x,null,b[x],_);for(x in g)k&&typeof g[x]!="function"||x==="children"||x==="key"||x==="value"||x==="checked"||b[x]===g[x]||St(w,x,g[x],b[x],_)})(e,f,$,s,c),d)t.__k=[];else if(m=t.props.children,la(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",r,l,r?r[0]:n.__k&&Xe(n,0),c),r!=null)for(m=r.length;m--;)r[m]!=null&&oa(r[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&St(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&St(e,"checked",m,$.checked,!1))}return e}function pa(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){U.__e(a,n)}}function fa(e,t,n){var a,s;if(U.unmount&&U.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||pa(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(r){U.__e(r,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&fa(a[s],t,typeof e.type!="function");n||e.__e==null||oa(e.__e),e.__e=e.__d=void 0}function oo(e,t,n){return this.constructor(e,n)}function ha(e,t,n){var a,s,r;U.__&&U.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,r=[],nn(t,e=(!a&&n||t).__k=sa(Lt,null,[e]),s||Et,Et,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?At.call(t.childNodes):null,r,!a&&n?n:s?s.__e:t.firstChild,a),ua(r,e)}At=ra.slice,U={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(r){e=r}throw e}},na=0,Tt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Me({},this.state),typeof e=="function"&&(e=e(Me({},n),this.props)),e&&Me(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),Gn(this))},Tt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Gn(this))},Tt.prototype.render=Lt,dt=[],aa=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Mt.__r=0,no=0;var pt,ye,Kn,ut=0,en=[],Vn=U.__b,Jn=U.__r,Xn=U.diffed,Qn=U.__c,Zn=U.unmount;function Ot(e,t){U.__h&&U.__h(ye,e,ut||t),ut=0;var n=ye.__H||(ye.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return ut=1,so(ma,e)}function so(e,t,n){var a=Ot(pt++,2);return a.t=e,a.__c||(a.__=[n?n(t):ma(void 0,t),function(s){var r=a.t(a.__[0],s);a.__[0]!==r&&(a.__=[r,a.__[1]],a.__c.setState({}))}],a.__c=ye),a.__}function T(e,t){var n=Ot(pt++,3);!U.__s&&an(n.__H,t)&&(n.__=e,n.__H=t,ye.__H.__h.push(n))}function se(e,t){var n=Ot(pt++,4);!U.__s&&an(n.__H,t)&&(n.__=e,n.__H=t,ye.__h.push(n))}function P(e){return ut=5,Ie(function(){return{current:e}},[])}function Ie(e,t){var n=Ot(pt++,7);return an(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function $a(e,t){return ut=8,Ie(function(){return e},t)}function io(){en.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(Rt),e.__H.__h.forEach(tn),e.__H.__h=[]}catch(t){e.__H.__h=[],U.__e(t,e.__v)}}),en=[]}U.__b=function(e){ye=null,Vn&&Vn(e)},U.__r=function(e){Jn&&Jn(e),pt=0;var t=(ye=e.__c).__H;t&&(t.__h.forEach(Rt),t.__h.forEach(tn),t.__h=[])},U.diffed=function(e){Xn&&Xn(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(en.push(t)!==1&&Kn===U.requestAnimationFrame||((Kn=U.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(r),ea&&cancelAnimationFrame(a),setTimeout(n)},r=setTimeout(s,100);ea&&(a=requestAnimationFrame(s))})(io)),ye=void 0},U.__c=function(e,t){t.some(function(n){try{n.__h.forEach(Rt),n.__h=n.__h.filter(function(a){return!a.__||tn(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],U.__e(a,n.__v)}}),Qn&&Qn(e,t)},U.unmount=function(e){Zn&&Zn(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(Rt)}catch(n){U.__e(n,t.__v)}};var ea=typeof requestAnimationFrame=="function";function Rt(e){var t=ye;typeof e.__c=="function"&&e.__c(),ye=t}function tn(e){var t=ye;e.__c=e.__(),ye=t}function an(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function ma(e,t){return typeof t=="function"?t(e):t}var ga=function(e,t,n,a){var s;t[0]=0;for(var r=1;r<t.length;r++){var l=t[r++],c=t[r]?(t[0]|=l?1:2,n[t[r++]]):t[++r];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++r]]=c:l===6?a[1][t[++r]]+=c+"":l?(s=e.apply(c,ga(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[r-2]=0,t[r]=s)):a.push(c)}return a},ta=new Map,i=function(e){var t=ta.get(this);return t||(t=new Map,ta.set(this,t)),(t=ga(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,r=1,l="",c="",u=[0],p=function(f){r===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,l):r===3&&(f||l)?(u.push(3,f,l),r=2):r===2&&l==="..."&&f?u.push(4,f,0):r===2&&l&&!f?u.push(5,0,!0,l):r>=5&&((l||!f&&r===5)&&(u.push(r,0,l,s),r=6),f&&(u.push(r,f,0,s),r=6)),l=""},d=0;d<n.length;d++){d&&(r===1&&p(),p(d));for(var $=0;$<n[d].length;$++)a=n[d][$],r===1?a==="<"?(p(),u=[u],r=3):l+=a:r===4?l==="--"&&a===">"?(r=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),r=1):r&&(a==="="?(r=5,s=l,l=""):a==="/"&&(r<5||n[d][$+1]===">")?(p(),r===3&&(u=u[0]),r=u,(u=u[0]).push(2,0,r),r=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),r=2):l+=a),r===3&&l==="!--"&&(r=4,u=u[0])}return p(),u})(e)),t),arguments,[])).length>1?t:t[0]}.bind(sa);var Se={lang:"en",dir:"ltr",messages:{}},rn=e=>e!==1?1:0,on=new Set,ba="unoduo.lang";function sn(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function o(e,t){let n=Se.messages[e];return sn(typeof n=="string"&&n?n:e,t)}function q(e,t,n,a){let s=Object.assign({n},a||{}),r=Se.messages[e];if(Array.isArray(r)&&r.length){let l=rn(n);if(l>=0&&l<r.length&&r[l])return sn(r[l],s)}return sn(n===1?e:t,s)}function Re(){return Se.lang}function Pt(e){return on.add(e),()=>on.delete(e)}var ft=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function lo(e){let t=[];ft.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;ft.lastIndex<n.length;){let g=ft.lastIndex,b=ft.exec(n);if(!b)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(b[1]),/^\s*$/.test(n.slice(ft.lastIndex)))break}let a=0,s=()=>t[a],r=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,b)=>()=>{let _=g();for(;b.includes(s());){let k=r(),x=g(),v=_;_=D=>co(k,v(D),x(D))}return _};function c(){let g=r();if(g==="n")return b=>b;if(g==="("){let b=m();return r(")"),b}if(g==="!"){let b=c();return _=>b(_)?0:1}if(g==="-"){let b=c();return _=>-b(_)}if(/^\d+$/.test(g||"")){let b=Number(g);return()=>b}throw new Error(`unexpected ${g} in ${n}`)}let u=l(c,["*","/","%"]),p=l(u,["+","-"]),d=l(p,["<",">","<=",">="]),$=l(d,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;r("?");let b=m();r(":");let _=m();return k=>g(k)?b(k):_(k)}let w=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(w(g))}function co(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function va(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(ba)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let r=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(r))return r}return"en"}var uo=new Set(["ml","kn","ur"]);function ya(e){if(!uo.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function ln(e,t=!1){ya(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{rn=lo(n.plural||"(n != 1)")}catch{rn=s=>s!==1?1:0}if(Se={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},ya(Se.lang),document.documentElement.lang=Se.lang,document.documentElement.dir=Se.dir,t)try{localStorage.setItem(ba,Se.lang)}catch{}for(let a of on)a(Se.lang);return Se.lang}var wa="unoduo.seats",_a="unoduo.name",De=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function fo(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function X(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return o("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||o("That move is not allowed now.");case"not_your_turn":return o("It is not your turn.");case"waiting":return o("Wait until every player has joined.");case"spectator":return o("Spectators cannot play.");case"unauthorized":case"no_seat":return o("This browser does not hold a seat in this game.");case"unknown_code":return o("No game has this code.");case"game_full":return o("This game is already full.");case"private_game":return o("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return o("No such game.");case"not_over":case"not_finished":return o("The match is not over yet.");case"no_such_round":return o("This match has no such round.");case"expired":return t==="table"?o("This game expired after a long time without a move; it can only be looked at now."):o("This invitation has expired: ask for a new one.");case"broken":return o("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?o("Too many messages. Reconnecting…"):t==="create"?a?q("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):o("You started too many games in a short time. Try again in a minute."):a?q("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):o("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?q("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):o("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return o("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return o("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?o("You are already watching as many games as you may. Close one of them and try again."):o("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return o("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return o("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return o("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return o("This page is not allowed to use this server.");case"server":return o("The server could not do that; nothing changed. Try again.");case"network":return o("The server cannot be reached. Try again.");case"name_taken":return o("This name is taken; choose another.");case"name_reserved":return o("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||o("This name looks like another one; choose another.");case"duplicate_cookie":return o("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return o("Wrong name or password.");case"bad_name":return o("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?o("The current password is wrong."):o("A password has 8 to 128 characters and is not your name.");case"login_limited":return o("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return o("The server is busy with other logins; try again in a moment.");case"login_required":return o("Log in first.");case"csrf":return o("This page is out of date. Reload it and try again.");case"no_such_player":return o("There is no player with this name.");default:return e&&e.message||o("Something went wrong. Try again.")}}var cn="",ht=null,dn=new Set;async function J(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&cn&&(s["X-CSRF-Token"]=cn);let r=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),l=r&&qe(decodeURIComponent(r[1]));l&&l.token&&(s["X-Seat-Token"]=l.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(u){throw new De(0,"network",String(u&&u.message?u.message:u))}let c=null;try{c=await a.json()}catch{c=null}if(!a.ok){let u=c&&c.error||{};throw new De(a.status,u.code||`http_${a.status}`,u.message||"",fo(a))}return c}async function un(e){let t=await J("GET",e);if(!t)throw new De(0,"bad_response","");return t}var G={meta:()=>J("GET","/api/meta"),options:()=>J("GET","/api/options"),rulebook:()=>J("GET","/api/rulebook"),createGame:e=>J("POST","/api/games",e),join:(e,t)=>J("POST","/api/join",{code:e,name:t}),invitation:e=>J("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>J("POST","/api/my-games",{tokens:e}),lobby:e=>J("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>J("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>J("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>J("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>J("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>J("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>J("GET","/api/queue"),enterQueue:e=>J("POST","/api/queue",e),leaveQueue:()=>J("POST","/api/queue/leave",{}),changePassword:(e,t)=>J("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>J("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>J("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),lesson:(e,t,n)=>J("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>J("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Nt(e){if(e&&typeof e.csrf=="string"&&(cn=e.csrf),e&&"account"in e){ht=e.account||null;for(let t of dn)t(ht)}return e}function ka(){return ht}function xa(e){return dn.add(e),()=>dn.delete(e)}async function Sa(){try{Nt(await J("GET","/api/account"))}catch{ht=null}return ht}async function Ca(e,t,n){return Nt(await J("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:pn().slice(-200)}))}async function Ta(){return Nt(await J("POST","/api/account/logout",{}))}async function Ra(e){return Nt(await J("POST","/api/account/delete",{password:e}))}function It(){try{let e=JSON.parse(localStorage.getItem(wa)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function ke(e,t,n,a){let s=It();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(wa,JSON.stringify(s))}catch{}}function qe(e){return It()[e]||null}function Dt(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(It()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function pn(){return Object.values(It()).map(e=>e.token).filter(e=>typeof e=="string")}function Qe(){try{return localStorage.getItem(_a)||""}catch{return""}}function Ue(e){try{localStorage.setItem(_a,e)}catch{}}var qt=["R","Y","G","B"],He={R:"■",Y:"▲",G:"●",B:"◆"};function be(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function he(e){switch(e){case"R":return o("Red");case"Y":return o("Yellow");case"G":return o("Green");case"B":return o("Blue");default:return""}}function fn(e){switch(e){case"S":return o("Skip");case"R":return o("Reverse");case"+2":return o("Draw 2");case"W":return o("Wild");case"W+4":return o("Wild Draw 4");default:return e}}function Ae(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=be(e);return s?t?o("{card} ({color})",{card:fn(a),color:he(t)}):fn(a):o("{color} {rank}",{color:he(n),rank:fn(a)})}function Ma(e){return e.map(t=>Ae(t)).join(o(", "))}var Aa={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},ho={R:"square",Y:"triangle",G:"circle",B:"diamond"},$o={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Ea(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function mo(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function hn({rank:e,x:t,y:n,size:a,ink:s,stroke:r}){let l=mo(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${r||"none"} stroke-width=${r?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let u=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-u} ${n-p}H${t+u}M${t+u-p} ${n-2*p}L${t+u} ${n-p}L${t+u-p} ${n}`} />
    <path d=${`M${t+u} ${n+p}H${t-u}M${t-u+p} ${n}L${t-u} ${n+p}L${t-u+p} ${n+2*p}`} /></g>`}function go(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=r=>[e+n*Math.cos(r*Math.PI/180),t+n*Math.sin(r*Math.PI/180)];return a.map(([r,l,c])=>{let[u,p]=s(l),[d,$]=s(c);return i`<path d=${`M${e} ${t}L${u} ${p}A${n} ${n} 0 0 1 ${d} ${$}z`} fill=${Aa[r]} />`})}function yo({code:e}){let{color:t,rank:n,wild:a}=be(e),s=a?"#1c1c22":Aa[t],r=a?"#ffffff":$o[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(u,p)=>a?null:i`<path d=${Ea(t,u,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${go(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+ho[t]}
          d=${Ea(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${r} stroke-width="1.5" />`}
    <${hn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${r}
      stroke=${a?"#1c1c22":null} />
    <${hn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${hn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function bo(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function ee({code:e,onPlay:t,disabled:n,named:a,size:s,badge:r,selected:l,testid:c,extraClass:u,keyHandler:p,cardKey:d,from:$,style:f}){let{color:h,wild:m}=be(e),w=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",u||""].join(" "),g=Ae(e,a),b=i`<${yo} code=${e} />
    ${r?i`<span class="card-badge" aria-hidden="true">${r}</span>`:null}`;return t!==void 0?i`<button
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
  >`}function je({size:e,label:t,testid:n,cardKey:a,from:s,style:r}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${r||null}
    ><${bo} /></span
  >`}var $n={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function Z(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function We(){return $n}function La(e){$n=Object.assign({},$n,e||{})}function R({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${r=>{r.ctrlKey||r.metaKey||r.shiftKey||r.button!==0||(r.preventDefault(),Z(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var vo=o,wo=q;function L(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=L(a);return typeof e.plural=="string"?wo(e.id,e.plural,Number(e.n),t):vo(e.id,t)}var Ut=null;function _o(){let[e,t]=y(null);return T(()=>{let n=!0;return Ut||(Ut=G.options().catch(a=>{throw Ut=null,a})),Ut.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function ko(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function xo({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=L(e.label||e.description),r=i`<span class="option-hint muted">${L(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${l} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${r}</label>`}if(e.type==="choice"){let l=t===void 0?e.default:t;return i`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>i`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===l}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${L(c.label||c.description)}</span></label>`)}
      ${r}</fieldset>`}return i`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${l=>n(l.target.value)} />${r}</label>`}function So({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let r=(t||[]).map(u=>u.id),l=e.filter(u=>!r.includes(u.group)),c=(u,p,d)=>d.length>0&&i`<div class="option-group" data-group=${u}
    data-testid=${"option-group-"+u}>
    ${p&&i`<h3>${p}</h3>`}
    ${d.map($=>i`<${xo} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(u=>c(u.id,L(u.title),e.filter(p=>p.group===u.id)))}
    ${c("other","",l)}`}function Co(e){return e==="classic"?o("Classic UNO (2 to 10 players)"):o("UNO Duo (two players)")}function Oa({checkName:e}){let t=We(),[n,a]=y("duo"),[s,r]=y("bot"),[l,c]=y("easy"),[u,p]=y(2),[d,$]=y("default"),[f,h]=y("30"),m=_o(),w=m&&m.rulesets||null,g=m&&m.presets||[],[b,_]=y("official"),[k,x]=y(!1),[v,D]=y({duo:{},classic:{}}),S=v[n]||{},W=C=>j=>{_("custom"),D(Object.assign({},v,{[n]:Object.assign({},S,{[C]:j})}))},E=C=>{if(_(C.id),C.id==="custom"){x(!0);return}D({duo:Object.assign({},C.options.duo),classic:Object.assign({},C.options.classic)})},[z,ie]=y(!1),[oe,H]=y(""),V=async C=>{C.preventDefault();let j=e();if(j===null)return;ie(!0),H("");let Y={ruleset:n,opponent:s,difficulty:l,name:j};n==="classic"&&(Y.players=Number(u),s!=="bot"&&(Y.humans=2)),s!=="bot"&&d!=="default"&&!(s==="public"&&d==="off")&&(Y.turn_timer=d==="off"?null:Number(d)),s==="friend"&&(Y.leave_notice=Number(f));let de=ko(w&&w[n],S);Object.keys(de).length&&(Y.options=de);try{Ue(Y.name);let F=await G.createGame(Y);ke(F.game,F.seat,F.token,{join_code:F.join_code,invite_url:F.invite_url}),Z(`/game/${F.game}`)}catch(F){H(X(F,"create")),ie(!1)}},Q=s==="bot"?o("Play"):s==="public"?o("Create the public game"):o("Create the invitation");return i`<form class="new-game" onSubmit=${V} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${o("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(C=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${C} checked=${n===C} data-testid=${"ruleset-"+C}
          onChange=${()=>a(C)} /> ${Co(C)}</label>`)}
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
          ${Be(C)}</option>`)}
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
          ${q("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",C)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${o("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${C=>h(C.target.value)}>
        ${[15,30,60,120,300].map(C=>i`<option value=${String(C)} selected=${f===String(C)}>
          ${q("offer a bot after {n} second","offer a bot after {n} seconds",C)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${o("Rule options")}</legend>
      ${g.map(C=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${C.id} checked=${b===C.id} data-testid=${"preset-"+C.id}
          onChange=${()=>E(C)} />
        <span><strong>${L(C.label)}</strong> <span class="muted">${L(C.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${k}
      onToggle=${C=>x(C.currentTarget.open)}>
      <summary>${o("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${So} specs=${w&&w[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${S} setOption=${W} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${z} data-testid="start-game">
      ${Q}</button>
    ${oe&&i`<p class="error" role="alert" data-testid="new-game-error">${oe}</p>`}
  </form>`}function Be(e){switch(e){case"easy":return o("Easy");case"medium":return o("Medium");case"hard":return o("Hard");case"expert":return o("Expert");default:return e||""}}function Ce(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function To(e){switch(e){case"waiting":return o("Waiting for players");case"playing":return o("In progress");case"over":return o("Finished");default:return e||""}}var Ro=5e3;function Eo(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?o("created just now"):q("created {n} minute ago","created {n} minutes ago",t)}function Mo({game:e}){let t=Dt(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,r=()=>Z(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Ce(e.ruleset)}</strong>
      <span> · ${o("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${q("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${q("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${q("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${q("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${o("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${Eo(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${r}>${t?o("Open your game"):o("Join")}</button>
  </li>`}function Ao(){let[e,t]=y(null),[n,a]=y(""),[s,r]=y(""),[l,c]=y(!1),u=P(!1),p=P(!0),d=P(1),$=$a(async w=>{if(!u.current){u.current=!0;try{let g=new Set,b=[],_=0,k=null;for(let x=0;x<d.current;x++){let v=await G.lobby(_);for(let D of Array.isArray(v&&v.games)?v.games:[])g.has(D.game)||b.push(D),g.add(D.game);if(k=v&&Number.isInteger(v.next)?v.next:null,k===null)break;_=k}if(!p.current)return;t(b),c(k!==null),a(""),w===!0&&r(q("{n} public game is waiting for players.","{n} public games are waiting for players.",b.length))}catch(g){p.current&&a(X(g))}finally{u.current=!1}}},[]);T(()=>{p.current=!0,$();let w=setInterval(()=>{document.visibilityState==="visible"&&$()},Ro),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(w),document.removeEventListener("visibilitychange",g)}},[$]);let f=o("Loading…"),h=o("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(w=>i`<${Mo} key=${w.game} game=${w} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${o("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${o("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{d.current+=1,$(!0)}}>${o("Show more games")}</button>`}
  </section>`}function Lo(){let[e,t]=y("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&Z(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${o("Join a friend")}</h2>
    <label class="field">
      <span>${o("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${o("Join")}</button>
  </form>`}function Oo(){let[e,t]=y(null),[n,a]=y("");return T(()=>{let s=pn();if(!s.length){t([]);return}G.myGames(s.slice(-200)).then(r=>t(r.games||[]),r=>a(X(r)))},[]),n?i`<section class="panel"><h2>${o("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${o("My games")}</h2><p>${o("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${o("My games")}</h2>
    ${e.length===0?i`<p>${o("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${R} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Ce(s.ruleset)}: ${s.players.map((r,l)=>i`${l?" · ":""}<bdi>${r.name||o("Seat {n}",{n:r.seat+1})}</bdi> ${s.scores[r.seat]??""}`)}
          </${R}>
          <span class="muted"> — ${To(s.status)}</span>
          ${s.status==="over"&&i` <${R} href=${`/game/${s.game}`}>${o("Score sheet")}</${R}>`}
        </li>`)}
      </ul>`}
  </section>`}var Pa="unoduo.visited";function Po(){try{let e=localStorage.getItem(Pa);return localStorage.setItem(Pa,"1"),!e}catch{return!1}}var mn=null,Na=["R7","Y+2","W+4","G+2","BR"];function No(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${Na.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(Na.length-1)/2}`}>
      <${ee} code=${e} /></span>`)}
  </div>`}function Io(){let[e,t]=y(Qe()),[n,a]=y(""),s=P(null),r=()=>{let c=e.trim().slice(0,32);return c?(a(""),Ue(c),c):(a(o("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${o("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&Ue(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:r}}function Do({name:e,first:t}){let[n,a]=y(!1),[s,r]=y(""),l=async()=>{let p=e.check();if(p!==null){a(!0),r("");try{let d=await G.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});ke(d.game,d.seat,d.token,{}),Z(`/game/${d.game}`)}catch(d){r(X(d,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),Z("/learn")}}>${o("Learn UNO Duo")}</a>`,u=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${o("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${No} />
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
  </section>`}function Ia(){T(()=>{document.title=o("UNO Duo")},[]),mn===null&&(mn=Po());let e=Io();return i`<main class="page home" data-testid="home">
    <${Do} name=${e} first=${mn} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${o("More ways to play")}</h2>
            <span class="muted">${o("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${Oa} checkName=${e.check} />
        </details>
        <${Lo} />
      </div>
      <div>
        <${Ao} />
        <${Oo} />
      </div>
    </div>
  </main>`}function Ze(){let[e,t]=y(ka());return T(()=>xa(t),[]),e}function $t(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Ge(e){return X(e,"account")}function gn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?o("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${o("(provisional)")}</span>`}</span>`}function qo(){let[e,t]=y("login"),[n,a]=y(""),[s,r]=y(""),[l,c]=y(""),[u,p]=y(!1),d=async f=>{f.preventDefault(),p(!0),c("");try{await Ca(e,n.trim(),s),Z("/rated")}catch(h){c(Ge(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${d} data-testid="account-form" data-mode=${e}>
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
  </form>`}function Uo(){let[e,t]=y(""),[n,a]=y(""),[s,r]=y(""),[l,c]=y("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),r("");try{await G.changePassword(e,n),t(""),a(""),r(o("Password changed. Other devices are logged out."))}catch(d){c(Ge(d))}}} data-testid="password-form">
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
  </form>`}function Ho(){let[e,t]=y(""),[n,a]=y(!1),[s,r]=y("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),r("");try{await Ra(e),Z("/")}catch(u){r(Ge(u))}}} data-testid="delete-form">
    <h2>${o("Delete the account")}</h2>
    <p class="muted">${o("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${o("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${o("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function Da(){let e=Ze();if(T(()=>{document.title=o("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${o("Account")}</h1><${qo} /></main>`;let t=async()=>{await Ta(),Z("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${o("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${o("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${R} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${o("Your profile")}</${R}></p>
      <button type="button" data-testid="logout" onClick=${t}>${o("Log out")}</button>
    </section>
    <${Uo} />
    <${Ho} />
  </main>`}function jo({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${o("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,r=300,l=80,c=h=>n.length===1?0:h*r/(n.length-1),u=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${u(h).toFixed(1)}`).join(" "),d=o("Rating after each rated game of {system}: {ratings}",{system:$t(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>u(h)>l/2?u(h)-9:u(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${r+8} ${l+16}`} role="img" aria-label=${d}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${u(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function Wo(e){return e.status!=="over"?o("In progress"):e.winner===null||e.winner===void 0?o("No winner"):e.winner===e.seat?o("Won"):o("Lost")}function Bo({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Ce(e.ruleset)}</strong>${a}${t.map((s,r)=>i`${r?", ":""}<bdi>${s.kind==="bot"?o("Bot ({level})",{level:Be(s.difficulty)}):s.name}</bdi>`)}${a}${Wo(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${o("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${R} href=${`/replay/${e.game}`}>${o("Replay")}</${R}>`}
  </li>`}function qa({name:e}){let[t,n]=y(null),[a,s]=y("");return T(()=>{document.title=e,n(null),G.profile(e).then(n,r=>s(Ge(r)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(r=>i`<section class="panel" data-testid=${"profile-"+r}>
        <h2>${$t(r)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${gn} rating=${t.ratings[r]} testid=${"rating-"+r} />
          <span class="muted"> ± ${t.ratings[r].deviation}</span></bdi></p>
        <p class="muted">${q("{n} rated game","{n} rated games",t.ratings[r].games)}</p>
        <${jo} points=${t.history[r]} system=${r} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${o("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${o("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(r=>i`<${Bo} key=${r.game} game=${r} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${o("Loading…")}</p></main>`}function Ua(){let[e,t]=y("duo"),[n,a]=y(null),[s,r]=y("");return T(()=>{document.title=o("Leaderboard")},[]),T(()=>{a(null),G.leaderboard(e).then(a,l=>r(Ge(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${o("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${$t(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${o("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${o("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${o("Player")}</th><th>${o("Rating")}</th><th>${o("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${R} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${R}></td>
            <td><${gn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${o("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${o("Bots")}</h2>
      <p class="muted">${o("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Be(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Go=1e3;function Ha(){let e=Ze(),[t,n]=y("duo"),[a,s]=y(4),[r,l]=y(!1),[c,u]=y(null),[p,d]=y(""),$=P(!0);if(T(()=>{document.title=o("Rated play")},[]),T(()=>{if($.current=!0,!e)return;let g=async()=>{try{let _=await G.queueStatus();if(!$.current)return;if(_.status==="matched"){ke(_.game,_.seat,_.token,{}),Z(`/game/${_.game}`);return}u(_)}catch(_){$.current&&d(Ge(_))}};g();let b=setInterval(g,Go);return()=>{$.current=!1,clearInterval(b)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${o("Rated play")}</h1>
      <section class="panel"><p>${o("Rated games need an account, so that your rating follows you.")}</p>
      <p><${R} href="/account" testid="rated-login">${o("Log in or create an account")}</${R}></p></section></main>`;let f=async g=>{g.preventDefault(),d("");try{u(await G.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:r}))}catch(b){d(Ge(b))}},h=async()=>u(await G.leaveQueue()),m=c&&c.status==="waiting",w=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${o("Rated play")}</h1>
    <p>${o("Your rating")}: <${gn} rating=${w} testid="my-rating" />${" · "}<${R}
      href=${`/players/${encodeURIComponent(e.name)}`}>${o("Your profile")}</${R}>${" · "}<${R}
      href="/leaderboard">${o("Leaderboard")}</${R}></p>
    ${m?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${o("Looking for players…")}</h2>
        <p>${$t(c.mode)}${c.mode==="classic"?" · "+q("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${q("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${o("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${o("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${o("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${$t(g)}</label>`)}
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
  </main>`}var Yo=2,Fo=4e3,zo=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function Ko(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Ye=null;function Vo(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function ja(){if(Ye||!window.unoduoEarlySocket)return;Ye=window.unoduoEarlySocket,window.unoduoEarlySocket=null;let e=Ye;setTimeout(()=>{Ye===e&&(Ye=null,e.socket.close())},1e4)}function Wa(e){return e.type==="error"&&zo.has(e.code)}function Ba(e){try{return JSON.parse(e.data)}catch{return null}}function Jo(e){let t=Ye;if(Ye=null,!t)return null;let n=t.hello;if(!["protocol","game","token","spectate","code","lang"].every(r=>(n[r]??null)===(e[r]??null)))return t.socket.close(),null;let s=t.messages.some(r=>{let l=Ba(r);return l!==null&&Wa(l)});return t.socket.readyState>WebSocket.OPEN&&!s?null:t}var Ht=class{constructor(t,n,a,s,r=null){this.game=t,this.token=n,this.code=r,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return Vo()}connect(){if(this.closed)return;this.onStatus("connecting");let t={type:"hello",protocol:Yo,game:this.game,lang:Re()};this.token?t.token=this.token:t.spectate=!0,!this.token&&this.code&&(t.code=this.code);let n,a=null;try{a=Jo(t),n=a?a.socket:new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=n;let s={round:null,events:[],previous:[]},r=()=>n.send(JSON.stringify(t));a||n.addEventListener("open",r);let l=c=>{let u=Ba(c);if(u!==null){if(Wa(u)&&(this.closed=!0,this.onStatus("closed")),u.type==="state"&&u.view&&(s=Ko(u,s),s===null)){n.close();return}u.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(u)}};if(n.addEventListener("message",l),a){n.onmessage=null;for(let c of a.messages)l(c)}n.addEventListener("close",()=>{this.stopPing(),this.socket===n&&(this.socket=null,!this.closed&&this.scheduleRetry())}),n.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(Fo,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function Xo({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${o("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${o("Game")}</dt>
      <dd data-testid="join-ruleset">${Ce(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${q("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${o("Bots")}</dt>
        <dd>${q("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${o("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${o("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?o("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${L(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function Ga({code:e}){let[t,n]=y(Qe()),[a,s]=y(null),[r,l]=y(""),[c,u]=y(""),[p,d]=y(!1);T(()=>{let h=Dt(e);if(h){Z(`/game/${h}`,!0);return}let m=!0;return G.invitation(e).then(w=>{m&&s(w)},w=>{m&&l(X(w))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){u(o("Type your name first: the other players see it."));return}d(!0),u("");try{Ue(m);let w=await G.join(e,m);ke(w.game,w.seat,w.token,{joined_with:e.toUpperCase()}),Z(`/game/${w.game}`,!0)}catch(w){u(X(w)),d(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${o("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${Xo} invite=${a} />`}
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
  </main>`}function ne(e,t,n){if(t==null)return"";if(n!=null&&t===n)return o("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${L(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:o("Seat {n}",{n:t+1})}var Qo=["best","good","inaccuracy","mistake","blunder"],mt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},Fa=new Set(["inaccuracy","mistake","blunder"]),Zo=5,es=400;function Wt(e,t){switch(e&&e.code){case"too_many_reviews":return o("You already have a review in progress: wait until it is ready.");case"reviews_busy":return o("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return o("The review failed; try again.");case"review_timeout":return o("The review took too long and was stopped; try a smaller budget.");case"hints_off":return o("Hints are only for games against bots: another person plays here.");case"hints_rated":return o("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return o("The coach is still thinking about your last hint.");case"hints_busy":return o("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return o("The coach could not work out a hint; try again.");case"too_many_hints":return o("Too many hints: try again in a moment.");case"not_playing":return o("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?o("Too many reviews: try again later."):X(e,t);default:return X(e,t)}}function yn(){T(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Bt(e){switch(e){case"best":return o("Best");case"good":return o("Good");case"inaccuracy":return o("Inaccuracy");case"mistake":return o("Mistake");case"blunder":return o("Blunder");default:return e}}function Le(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function ts(){let e=(We().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(r=>r.budget===a.budget)===s)}function ns(e){return e==="quick"?o("Quick"):e==="deep"?o("Deep"):o("Standard")}function as(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=qe(e);if(s&&a.includes(s.seat))return s.seat;let r=t.find(l=>l.kind==="human");return r?r.seat:0}function rs(e,t,n,a){let[s,r]=y({status:"loading"}),[l,c]=y(""),u=P(null),p=P(0),d=(f,h)=>{f.then(m=>{h===p.current&&(r(m),c(""),(m.status==="queued"||m.status==="running")&&(u.current=setTimeout(()=>d(G.review(e,t,n),h),es)))},m=>{h===p.current&&(c(Wt(m,"review")),r(w=>w.status==="loading"?{status:"none"}:w))})};return T(()=>{p.current+=1;let f=p.current;return r({status:"loading"}),c(""),d(a?G.askReview(e,t,n):G.review(e,t,n),f),()=>{p.current+=1,clearTimeout(u.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(u.current),p.current+=1,r(f=>({...f,status:"queued",queue_position:null})),d(G.askReview(e,t,n),p.current)}}}function za({replay:e,game:t,at:n,go:a}){yn();let s=e.players,[r,l]=y(()=>as(t,s)),c=Ie(ts,[]),[u,p]=y(()=>(c.find(b=>b.key==="standard")||c[0]).key),d=(c.find(b=>b.key===u)||c[0]).budget,$=Ie(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=rs(t,r,d,$),w=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${o("The coach's review")}</h2>
      <label>${o("Player")}
        <select data-testid="review-seat" value=${String(r)} onChange=${b=>l(Number(b.target.value))}>
          ${s.map(b=>i`<option value=${String(b.seat)} selected=${b.seat===r}>${ne(s,b.seat,null)}</option>`)}
        </select></label>
      <label>${o("Depth")}
        <select data-testid="review-budget" value=${u} onChange=${b=>p(b.target.value)}>
          ${c.map(b=>i`<option value=${b.key} selected=${b.key===u}>${ns(b.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${o("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${o("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Wt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${os} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${o("Loading…")}</p>`}
    ${w&&i`<${is} review=${w} replay=${e} at=${n} go=${a} seat=${r} />`}
  </section>`}function os({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?o("Waiting for the coach: number {n} in line",{n:e.queue_position}):o("Waiting for the coach…"):t?n=o("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=o("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function ss(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function is({review:e,replay:t,at:n,go:a,seat:s}){let[r,l]=y("match"),c=e.decisions||[],u=ss(c,n),p=c.filter($=>$.judged&&Fa.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,Zo),d=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${o("{name}: accuracy {n}%",{name:ne(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${o("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${r==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${o("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${r==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${o("the round")}</label>
    </div>
    <${cs} decisions=${c} replay=${t} at=${n} go=${a} measure=${r} current=${u} />
    <${ls} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${o("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${o("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>d($)}
          aria-current=${u===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${mt[$.label]}</span>
          ${o("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Bt($.label),loss:Le($.loss)})}</button>`)}</div>`}
    </div>
    <${ds} decision=${u} at=${n} />
    <${us} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function ls({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${o("Labels")}>
    ${Qo.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${mt[t]}</span>
      ${o("{label}: {n}",{label:Bt(t),n:e[t]||0})}</li>`)}
  </ul>`}var Ya=6,Ee=e=>Ya+(100-2*Ya)*(1-e);function cs({decisions:e,replay:t,at:n,go:a,measure:s,current:r}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",u=P(null),p=P(!1),d=(v,D)=>s==="match"?v[D==="before"?"match_before":"match_after"]:v[D==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,w=null;for(let v of e){let D=1e3*v.index/l,S=1e3*(v.index+1)/l,W=2*Ee(d(v,"before")),E=2*Ee(d(v,"after")),z=h===null||s==="round"&&v.round!==h;$+=`${z?"M":"L"}${D.toFixed(1)} ${W.toFixed(1)}L${S.toFixed(1)} ${E.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${D.toFixed(1)} ${W.toFixed(1)}L${S.toFixed(1)} ${E.toFixed(1)}`,m===null&&(m=D),w=S),h=v.round}let g=(2*Ee(0)).toFixed(1);f&&(f+=`L${w.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let b=r||e.find(v=>v.index>=n)||e[e.length-1];se(()=>{if(!p.current||!u.current)return;p.current=!1;let v=u.current.querySelector("[tabindex='0']");v&&v.focus({preventScroll:!0})});let _=v=>{let D=e.indexOf(b),S=c?"ArrowLeft":"ArrowRight",W=c?"ArrowRight":"ArrowLeft",E=null;if(v.key===S)E=e[Math.min(e.length-1,D+1)];else if(v.key===W)E=e[Math.max(0,D-1)];else if(v.key==="Home")E=e[0];else if(v.key==="End")E=e[e.length-1];else return;v.preventDefault(),v.stopPropagation(),E&&(p.current=!0,a(E.index+1))},k=v=>`${100*v/l}%`,x=e.map(v=>{let D=jt(v,v.action),S=D?L(D.label):v.action;return o("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:v.index+2,what:S,label:Bt(v.label),before:Le(d(v,"before")),after:Le(d(v,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(v=>i`<span key=${v}
      style=${`inset-block-start: ${Ee(v)}%`}>${100*v}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Ee(1)} x2="1000" y2=${2*Ee(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Ee(0)} x2="1000" y2=${2*Ee(0)} class="review-edge"
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
      <div class="review-dots" ref=${u} role="group" aria-label=${o("Decisions on the graph")}
          onKeyDown=${_}>
        ${e.map((v,D)=>{let S=x[D];return i`<button type="button" key=${v.index} class=${"review-dot label-"+v.label+(v.judged?"":" unjudged")+(v===b?" selected":"")}
            style=${`inset-inline-start: ${k(v.index+1)}; inset-block-start: ${Ee(d(v,"after"))}%`}
            tabindex=${v===b?"0":"-1"} aria-label=${S} title=${S}
            aria-current=${v===r?"step":null} data-testid="review-dot" data-step=${v.index+1}
            data-label=${v.label} onClick=${()=>a(v.index+1)}
            ><span aria-hidden="true">${v.judged?mt[v.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function jt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function et({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,r)=>i`<${ee} key=${r} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${he(e.color)}></span>`}
    <span class="review-choice-label">${L(e.label)}</span></span>`}function ds({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${o("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(r=>r.action!==n.action&&r.action!==n.best),s=r=>(n.alternatives||[]).find(l=>l.action===r);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${mt[n.label]?`${mt[n.label]} `:""}${Bt(n.label)}</span>
      ${o("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${o("Played")}</dt>
      <dd><${et} choice=${jt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${o("{n}% to win the round",{n:Le(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${o("Best")}</dt>
      <dd><${et} choice=${jt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${o("{n}% to win the round",{n:Le(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${o("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${o("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${o("It cost {n} points of round-win chance (±{se}).",{n:Le(n.loss),se:Le(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${o("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${q("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(r=>i`<li key=${r.action}><${et} choice=${jt(n,r.action)}
        action=${r.action} /> <span class="review-chance">${o("{n}% to win the round",{n:Le((s(r.action)||r).win)})}</span></li>`)}</ul></details>`}
  </div>`}function us({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(r=>r.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${o("Rounds")}</caption>
    <thead><tr><th scope="col">${o("Round")}</th><th scope="col">${o("Accuracy")}</th>
      <th scope="col">${o("Result")}</th><th scope="col">${o("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let r=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&Fa.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${r?i`<a href="#" onClick=${c=>{c.preventDefault(),t(r.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?o("won"):o("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var Ka=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function Va(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function Ja(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${o("No hints in a rated game: the coach can review it once it is over.")}</p>`}function bn(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Wt(t,"hint")}}function Xa({hint:e,onAsk:t,disabled:n}){yn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?o("The coach is thinking…"):o("Hint")}</span></button>`}function tt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function ps(e){let t=e&&(e.actions||[]).find(n=>n.action===e.best);return t?{round:t.round_win,match:t.match_win}:{round:e.round_win,match:e.match_win}}var fs="(max-width: 1099px)",hs=8;function $s(){let[e,t]=y(null);return se(()=>{let n=()=>{if(typeof matchMedia!="function"||!matchMedia(fs).matches){t(null);return}let a=0;for(let r of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]"))a=Math.max(a,r.getBoundingClientRect().bottom);let s=Math.round(a+hs);t(r=>r===s?r:s)};return n(),addEventListener("resize",n),()=>removeEventListener("resize",n)}),e}function Qa({hint:e,choices:t,onClose:n,onPlay:a}){let s=P(null),r=$s();T(()=>{s.current&&s.current.focus({preventScroll:!0});let $=f=>{f.key==="Escape"&&(f.preventDefault(),n())};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]);let l=new Map((t||[]).map($=>[$.action,$])),c=e.status==="ready"?e.data:null,u=c?c.actions.slice().sort(($,f)=>f.round_win-$.round_win):[],p=c&&c.best?l.get(c.best):null,d=c?ps(c):null;return i`<section class=${"overlay hint-panel"+(r!==null?" hint-sheet":" hint-side")}
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
          ${a.map(p=>i`<th scope="col"><bdi>${ne(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${o("Start")}</th>${a.map(p=>i`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${o("Total")}</th>
          ${a.map(p=>i`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${o("No round finished yet.")}</p>`}
  </section>`}var Cn={};Wn(Cn,{celebrate:()=>Sn,countUp:()=>vs,createStateQueue:()=>_s,finishAll:()=>Gt,flip:()=>xn,pulse:()=>ys,reducedMotion:()=>at,revealHand:()=>ws,shake:()=>bs,snapshot:()=>kn});var _n="cubic-bezier(0.2, 0.8, 0.2, 1)",Za="cubic-bezier(0.45, 0, 0.25, 1)";var wn=new Set;function at(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function gt(e){return!!e&&typeof e.animate=="function"&&!at()}function ze(e,t,n){let a=e.animate(t,n);return wn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{wn.delete(a)})}function Gt(){for(let e of Array.from(wn))try{e.finish()}catch{e.cancel()}}function yt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Fe=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function kn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,yt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,yt(n));return t}function er(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),r=s?yt(s):t.get(`anchor:${n}`);if(!r)return null;let l=a.boxWidth,c=a.boxHeight,u=Fe(r);return{left:u.x-l/2,top:u.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function ms(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function vn(e,t,n,a){let s=Fe(t),r=Fe(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,u=ms(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",d={transform:`translate(${s.x-r.x}px, ${s.y-r.y}px)${p} ${u}`.trim(),zIndex:20},$={transform:u||"none",zIndex:20};return a&&(d.opacity=.2,$.opacity=1),[d,$]}var ve=null;function ar(){return ve&&ve.isConnected||(ve=document.createElement("div"),ve.className="motion-layer",ve.setAttribute("aria-hidden","true"),Object.assign(ve.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(ve)),ve}function rr(){ve&&!ve.firstChild&&(ve.remove(),ve=null)}function gs(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),ar().appendChild(t),t}function xn(e,t,n={}){if(!e||!t||at()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,r=n.leave||"discard",l=[],c=new Set,u=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let w=t.get(m);if(w){let g=yt(h);(Math.abs(Fe(w).x-Fe(g).x)>1||Math.abs(Fe(w).y-Fe(g).y)>1||Math.abs(w.boxWidth-g.boxWidth)>1)&&gt(h)&&l.push(ze(h,vn(h,w,g,!1),{duration:a,easing:Za}))}else h.dataset.from&&u.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let d=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of u){let m=d(h.dataset.from);if(!m||!gt(h))continue;let w=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=w?p.findIndex(v=>v.code===w&&v.anchor===m):-1,g<0&&(g=p.findIndex(v=>v.anchor===m&&!v.code)),g<0&&w&&(g=p.findIndex(v=>v.code===w)));let b=null;g>=0&&(b=p[g],p.splice(g,1));let _=yt(h);if(b||(b=er(e,t,m,_)),!b)continue;let k=$.get(m)||0;$.set(m,k+1);let x=Math.min(k*s,280);l.push(ze(h,vn(h,b,_,m==="draw"),{duration:a,delay:x,easing:_n,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return r==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let w=er(e,t,"discard",h);if(!w)return;let g=gs(h),[b,_]=vn(g,w,h,!1),k=[{..._,opacity:1},{...b,opacity:1,offset:.8},{...b,opacity:0}],x=Math.min(m*s,280);l.push(ze(g,k,{duration:a,delay:x,easing:Za,fill:"both"}).then(()=>{g.remove(),rr()}))}),Promise.all(l).then(()=>{})}function ys(e){return gt(e)?ze(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:_n,composite:"add"}):Promise.resolve()}function bs(e){return gt(e)?ze(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function vs(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},r=Math.max(0,Math.min(Number(a)||0,1200));return at()||r===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),u=p=>{let d=Math.min(1,(p-c)/r),$=1-(1-d)**3;s(d>=1?n:Math.round(t+(n-t)*$)),d>=1?l():requestAnimationFrame(u)};requestAnimationFrame(u)}))}function ws(e){if(!gt(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>ze(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:_n,fill:"backwards",composite:"add"}))).then(()=>{})}var tr=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],nr=["■","▲","●","◆","★"];function Sn(e){if(at()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),r=ar(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",r.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),u=[];for(let p=0;p<c;p+=1){let d=document.createElement("span"),$=tr[p%tr.length],f=p%3===0;Object.assign(d.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(d.textContent=nr[p%nr.length]),l.appendChild(d);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),w=(Math.random()-.5)*720,g=1200+Math.random()*600;u.push(ze(d,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${w/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${w*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${w}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(u).then(()=>{l.remove(),rr()})}function _s(e,t={}){let n=[],a=null,s=0,r=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function u(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||at();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Gt()}a=null}function p(){return s=r,Gt(),$()}function d(f){n.push(f),r+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,r-1),Gt()),a||(a=u())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:d,flush:p,idle:$,pending:()=>n.length}}var Mn={};Wn(Mn,{SOUND_NAMES:()=>ks,isMuted:()=>Rs,onMutedChange:()=>Ms,playSound:()=>Ps,renderSound:()=>Ns,setMuted:()=>Es,soundReady:()=>As});var lr="unoduo.muted",ks=["play","draw","turn","uno","win","lose","shuffle","deal"],xs={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},Ss=.85,Cs=2.2,$e=null,Rn=!1,vt=Ts(),or=new Map,Tn=new Set;function Ts(){try{return localStorage.getItem(lr)==="1"}catch{return!1}}function Rs(){return vt}function Es(e){vt=!!e;try{localStorage.setItem(lr,vt?"1":"0")}catch{}for(let t of Array.from(Tn))try{t(vt)}catch(n){console.error(n)}}function Ms(e){return Tn.add(e),()=>Tn.delete(e)}function As(){return Rn&&$e!==null}function Ls(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function sr(){Rn=!0;try{if(!$e){let e=Ls();if(!e)return;$e=new e({latencyHint:"interactive"})}$e.state==="suspended"&&typeof $e.resume=="function"&&$e.resume().catch(()=>{})}catch{$e=null}}typeof window<"u"&&(window.addEventListener("pointerdown",sr,{capture:!0,passive:!0}),window.addEventListener("keydown",sr,{capture:!0,passive:!0}));function cr(e,t,n,a){let s=e.createGain();s.gain.value=Ss,s.connect(a),En[t](e,n,s)}function Oe(e,t,{at:n,freq:a,peak:s=.3,attack:r=.01,decay:l=.3,type:c="sine",glide:u=0,partials:p=[]}){let d=e.createGain();d.gain.setValueAtTime(1e-4,n),d.gain.linearRampToValueAtTime(s,n+r),d.gain.exponentialRampToValueAtTime(1e-4,n+r+l),d.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),u&&m.frequency.exponentialRampToValueAtTime(a*f*u,n+r+l);let w=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),w=g}w.connect(d),m.start(n),m.stop(n+r+l+.02)}}var ir=new WeakMap;function Os(e){let t=ir.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;ir.set(e,t)}return t}function bt(e,t,{at:n,length:a,from:s,to:r=s,q:l=1.2,peak:c=.35,attack:u=.006,offset:p=0}){let d=e.createBufferSource();d.buffer=Os(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(r,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*Cs,n+u),f.gain.exponentialRampToValueAtTime(1e-4,n+a),d.connect($),$.connect(f),f.connect(t),d.start(n,p%.5,a+.02)}var Ke=e=>440*2**(e/12),En={play(e,t,n){bt(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Oe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){bt(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Oe(e,n,{at:t,freq:Ke(7),peak:.32,attack:.006,decay:.28,partials:a}),Oe(e,n,{at:t+.13,freq:Ke(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Oe(e,n,{at:t+s*.08,freq:Ke(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Oe(e,n,{at:t+.24,freq:Ke(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Oe(e,n,{at:t+s*.11,freq:Ke(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Oe(e,n,{at:t+.5,freq:Ke(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Oe(e,n,{at:t+s*.17,freq:Ke(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);bt(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}bt(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)bt(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function Ps(e){if(vt||!Rn||!$e||!Object.prototype.hasOwnProperty.call(En,e))return!1;try{if($e.state==="suspended"&&$e.resume().catch(()=>{}),$e.state==="closed")return!1;let t=$e.currentTime;return t-(or.get(e)??-1)<.04||(or.set(e,t),cr($e,e,t+.005,$e.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function Ns(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(En,e))return null;let a=new n(1,Math.ceil(xs[e]*t),t);return cr(a,e,0,a.destination),a.startRendering()}var An=Cn,Ve=Mn;function Pe(e){try{Ve&&Ve.playSound(e)}catch{}}function ce(e,...t){try{if(An&&typeof An[e]=="function")return An[e](...t)}catch{}return null}function Te(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function dr(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ne(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function ur({spectator:e,view:t,target:n,panel:a,toggle:s}){let r=!1;try{r=Ve?Ve.isMuted():!1}catch{r=!1}let[,l]=y(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${o("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Ne(t)?o("Lowest total wins when someone reaches {n}",{n}):o("First to {n} wins",{n})}</p>
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
  </div>`}function pr({panel:e,setPanel:t,view:n,players:a,me:s,log:r,rules:l,autoAnswer:c,onAutoAnswer:u,sorted:p,onSorted:d}){return i`<${rt} open=${e==="scores"} title=${o("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${nt} view=${n} players=${a} me=${s} />`}
    </${rt}>
    <${rt} open=${e==="log"} title=${o("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${Is} log=${r} open=${e==="log"} />
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
        <ul>${l.map(($,f)=>i`<li key=${f}>${L($)}</li>`)}</ul>
      </section>`}
    </${rt}>`}function rt({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${o("Close")}</button></div>
    ${s}
  </aside>`}function Is({log:e,open:t}){let n=P(null);return T(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${o("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}var Yt=!1,Ln=new Set;function fr(e){if(Yt||e.isComposing||e.key==="Unidentified"||e.key==="Process")return;let t=e.target;if(!(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT"||t.isContentEditable))){Yt=!0,document.documentElement.dataset.keyboard="used";for(let n of Array.from(Ln))n(!0);removeEventListener("keydown",fr,!0)}}typeof addEventListener=="function"&&addEventListener("keydown",fr,!0);function Ds(e){return Yt?(e(!0),()=>{}):(Ln.add(e),()=>Ln.delete(e))}function hr(e){return String(e).replace(/\s*\([A-Z]\)/g,"").replace(/\(([A-Z]), /g,"(")}function Ft(){let[e,t]=y(Yt);return T(()=>Ds(t),[]),e}function qs(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function mr(e){return e?e.querySelector("button.card:not([disabled])"):null}function gr(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var yr="unoduo.sortHand",Us={R:0,Y:1,G:2,B:3},Hs=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],$r=37,js=.56,br=24,Ws=44;function vr(){try{return localStorage.getItem(yr)!=="off"}catch{return!0}}function wr(e){try{localStorage.setItem(yr,e?"on":"off")}catch{}}function On(e,t){let n=qs(e,""),a=e.map((r,l)=>({code:r,index:l,key:n[l]}));if(!t)return a;let s=r=>{let{color:l,rank:c,wild:u}=be(r);return(u?4:Us[l])*100+Hs.indexOf(c)};return a.slice().sort((r,l)=>s(r.code)-s(l.code)||r.index-l.index)}function Bs(e,t,n){if(!t||!n||e<=1)return{rows:1,fit:null};let a=t-br,s=Math.max(1,Math.floor((a-n)/$r)+1);if(e<=s)return{rows:1,fit:null};let r=Math.floor(a-$r*(e-1));return r>=Ws&&r<n?{rows:1,fit:r}:{rows:Math.ceil(e/s),fit:null}}function Gs(e,t){let[n,a]=y({width:0,card:0});return se(()=>{let s=e.current;if(!s)return;let r=()=>{let c=document.createElement("span");c.className="card card-probe",c.setAttribute("aria-hidden","true"),c.style.cssText="position: absolute; visibility: hidden; pointer-events: none",s.appendChild(c);let u=c.offsetWidth;c.remove();let p=s.clientWidth;a(d=>d.width===p&&d.card===u?d:{width:p,card:u})};if(r(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(r);return l.observe(s),()=>l.disconnect()},[]),n}function _r({view:e,groups:t,mine:n,sending:a,play:s,handRef:r,dumping:l,dumpOrder:c,toggleDump:u,wildCard:p,sorted:d}){let $=e.dump_color,f=document.documentElement.dir==="rtl",h=Ft(),[m,w]=y(null),g=P("mouse");se(()=>w(null),[e.hand.join(" "),n,l]);let b=H=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(H.key))return;let Q=Array.from(r.current.querySelectorAll("button.card:not([disabled])")),C=Q.indexOf(document.activeElement);if(!Q.length)return;H.preventDefault();let j=C;if(H.key==="Home")j=0;else if(H.key==="End")j=Q.length-1;else{let Y=H.key==="ArrowDown"||H.key===(f?"ArrowLeft":"ArrowRight");j=C<0?0:(C+(Y?1:-1)+Q.length)%Q.length}Q[j].focus()},_=e.hand.length?q("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:Ma(e.hand)}):o("Your hand is empty"),k=e.hand.length,x=Gs(r,k),v=Bs(k,x.width,x.card),D=v.rows,S=On(e.hand,d),W=[],E=0;for(let H=0;H<D;H++){let V=Math.floor(k/D)+(H<k%D?1:0);W.push(S.slice(E,E+V)),E+=V}let z=(H,V)=>{if(g.current!=="mouse"&&m!==H.key){w(H.key);return}w(null),V()},ie=!1,oe=(H,V,Q)=>{let{code:C,index:j,key:Y}=H,de=!1,F=null,le=!1;if(l){de=be(C).color===$&&!a;let _e=c.indexOf(j);_e>=0&&(F=String(_e+1),le=!0)}else de=n&&!a&&t.plays.has(C),le=p===C;let ae=e.drawn===C&&!ie;ae&&(ie=!0);let ue="";if(D===1){let _e=Math.min(3,16/Math.max(Q-1,1)),me=(Q-1)/2,pe=me>0?(V-me)/me:0,ot=(V-me)*_e*(f?-1:1),st=Math.round(pe*pe*Math.min(14,Q*1.5));ue=`--rot: ${ot.toFixed(2)}deg; --arc: ${st}px`}let we=[ae?"card-drawn":"",m===Y&&de?"card-lifted":""].join(" ");return i`<${ee} key=${Y} code=${C} cardKey=${Y} from="draw"
      onPlay=${l?()=>u(j):()=>z(H,()=>s(C))}
      disabled=${!de} badge=${F} selected=${le} style=${ue}
      extraClass=${we} testid=${"hand-card-"+C} />`};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${q("Your hand ({n} card)","Your hand ({n} cards)",k)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${o("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+(k>14&&D===1?" hand-many":"")+(D>1?" hand-rows":"")+(v.fit?" hand-fit":"")} data-sorted=${d?"true":"false"}
        ref=${r} onKeyDown=${b} data-testid="hand" data-rows=${D}
        onPointerDown=${H=>{g.current=H.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{g.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(k,1)}; --row-show: ${js}; --hand-ends: ${br}px`+(v.fit?`; --fit-w: ${v.fit}px`:"")}>
      ${D===1?S.map((H,V)=>oe(H,V,k)):W.map((H,V)=>i`<div class="hand-row" key=${"row-"+V} style=${`--n: ${Math.max(H.length,1)}`}>
          ${H.map((Q,C)=>oe(Q,C,H.length))}</div>`)}
    </div>
    ${n&&!l&&h&&i`<p class="hint" data-testid="key-hint">${o("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function kr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:r,rated:l,controls:c}){let u=e.view,p=u.seat,d=c.sending,$=Ft(),f=L(e.prompt);return i`<section class="prompt" data-testid="prompt" aria-label=${o("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${$?f:hr(f)}</p>
    ${n&&u.decision==="challenge"&&i`<${Ys} view=${u} />`}
    ${e.deadline&&!u.match_over&&i`<${Pn} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!u.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(L).join(" ")}</p>`}
    ${n&&!a&&i`<${Fs} ...${c} />`}
    ${Te(e)&&!a&&Va(t,p)&&(l?i`<${Ja} />`:i`<${Xa} hint=${s} onAsk=${r} disabled=${d} />`)}
  </section>`}function Pn({deadline:e,mine:t}){let[n,a]=y(Date.now());T(()=>{let r=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(r)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?q("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):q("{n} second left","{n} seconds left",s)}</p>`}function Ys({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(r=>r.kind==="play"||r.kind==="color"),s=n&&!be(n).wild?be(n).color:null;if(!s&&a.length>=2)for(let r=a.length-2;r>=0;r--){let l=a[r].info;if(typeof l=="number"&&l>=0){s=qt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${He[s]} </span>${o("Colour before the Wild Draw 4: {color}",{color:he(s)})}</p>`:null}function Fs(e){let{view:t,groups:n,send:a,sending:s,unoArmed:r,setUnoArmed:l,dumpMode:c,setDumpMode:u,dumping:p,dumpReady:d,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,w=(b,_,k)=>{let x=m.get(b),v=x.key?x.key.toUpperCase():"";return i`<button type="button" class=${k?"primary":""}
    disabled=${s} data-testid=${_} onClick=${()=>a(x.action)}
    data-autofocus=${k?"true":null}>${L(x.label)}${v&&i` <kbd aria-hidden="true">${v}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${o("Candidate card:")}</p>
      <${ee} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(w("keep","action-keep",!0)),m.has("reject")&&g.push(w("reject","action-reject")),n.colors.length){let b=_=>{let k=n.colors.find(x=>x.color===_);k&&a(k.action)};g.push(i`<${Nn} title=${o("Name the colour")} onPick=${b} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(w("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(w("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(w("challenge","action-challenge")),m.has("accept")&&g.push(w("accept","action-accept",!0)),m.has("catch")&&g.push(w("catch","action-catch",!0)),m.has("ignore")&&g.push(w("ignore","action-ignore"));for(let[b,_]of m)_.kind==="swap"&&g.push(w(b,"action-"+b.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>u(!0)}>
      ${o("Dump your {color} cards",{color:he(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${q("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:he(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!d||s} data-testid="action-dump"
        onClick=${()=>a($())}>${o("Dump them in this order")}</button>
      ${f.length>1&&i`<button type="button" onClick=${h} data-testid="dump-clear">
        ${o("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{h(),u(!1)}}
        data-testid="dump-cancel">${o("Cancel the dump")}</button>`}
      ${m.has("nodump")&&w("nodump","action-nodump",!1)}
      </div>
    </div>`),m.has("nodump")&&!p&&g.push(w("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(r?" armed":"")}
      aria-pressed=${r?"true":"false"} data-testid="action-uno" onClick=${()=>l(!r)}>
      ${r?o("UNO! called"):o("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function Nn({title:e,onPick:t,onCancel:n,testid:a}){let s=P(null),r=P({onPick:t,onCancel:n});return r.current={onPick:t,onCancel:n},se(()=>{s.current&&s.current.focus();let l=c=>{let u=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(qt.includes(u)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),r.current.onPick(u)):c.key==="Escape"&&r.current.onCancel&&(c.preventDefault(),r.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${qt.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${He[l]} </span>${he(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${o("Cancel")}</button>`}
  </div>`}function xr({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${o("{name} showed you the hand they held:",{name:ne(t,e.seat,n)})}>
    <p>${o("{name} showed you the hand they held:",{name:ne(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,r)=>i`<${ee} key=${r} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${o("Close")}</button>
  </section>`}function zs(e,t,n,a){let s=e.scores,r=Ne(e),l=r?Math.min(...s):Math.max(...s),c=s.map((p,d)=>p===l?d:-1).filter(p=>p>=0);if(c.length>1)return o("The totals are level");let u=c[0];return r?u===n?o("You are ahead: the lowest total wins, and yours is {n}",{n:l}):o("{name} is ahead: the lowest total wins, and theirs is {n}",{name:ne(t,u,n),n:l}):u===n?o("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):o("{name} is ahead: the first to {target} wins, and they have {n}",{name:ne(t,u,n),target:a,n:l})}function Ks({to:e,testid:t}){let[n,a]=y(e);return T(()=>{ce("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function Vs(e,t){return t.out===null||t.out===void 0?o("The round is blocked: each player scores their own hand"):Ne(e)?o("Going out scores 0; the other players score the cards left in their hands."):o("Going out scores the cards left in the other players' hands.")}function Js({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,r=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${o("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${o("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${ee} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${o("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:r[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${q("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:ne(t,l.seat,n),points:r[l.seat]})}</p>`)}
  </div>`}function Sr({info:e,view:t,players:n,me:a,onClose:s,target:r}){let l=P(null);T(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,u=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${o("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${u===null?o("Nobody went out."):u===a?o("You went out!"):o("{name} went out",{name:ne(n,u,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${Vs(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("This round")}</th>
        <th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,d)=>i`<tr class=${d===a?"me":""}>
        <th scope="row"><bdi>${ne(n,d,a)}</bdi></th>
        <${Ks} to=${p} testid=${"round-points-"+d} />
        <td data-testid=${"round-total-"+d}>${t.scores[d]}</td>
      </tr>`)}</tbody>
    </table>
    <${Js} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${zs(t,n,a,r)}</p>
    <p class="muted">${o("The next round is dealt when you are ready.")}</p>
    ${e.deadline&&i`<${Pn} deadline=${e.deadline} mine=${!0} />`}
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${o("Next round")}</button>
  </section>`}var Xs=12,Qs=1e3;function Zs(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function ei({game:e}){let t=Ze(),n=t?t.name:null,[a,s]=y(null);if(T(()=>{if(s(null),!n)return;let c=!1,u=null,p=0,d=()=>{p+=1,p<Xs&&(u=setTimeout($,Qs))},$=async()=>{try{let f=await G.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&d()}catch(f){!c&&f.code!=="not_rated"&&d()}};return $(),()=>{c=!0,clearTimeout(u)}},[e,n]),!a||!a.rated)return null;let r=a.player,l=null;if(r&&r.rating!==null){let c={rating:r.rating,change:Zs(r.change)},u=r.provisional?o("Your rating: {rating} ({change}), provisional",c):o("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${r.rating} data-change=${r.change}
      class=${"rating-change "+(r.change>=0?"up":"down")}
      title=${r.provisional?o("Provisional: a few more rated games are needed."):""}>${u}</p>`}else r&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${o("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?o("Rated game of Classic UNO"):o("Rated game of UNO Duo")}</p>
    ${l}
    ${r&&i`<${R} href=${`/players/${encodeURIComponent(r.name)}`} testid="rated-profile-link">
      ${o("Your profile")}</${R}>`}
  </div>`}function Cr({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:r,game:l}){let c=P(null);T(()=>{c.current&&c.current.focus({preventScroll:!0})},[]);let u=e.winner,p=u==null,d,$;p?(d=r?o("The match is over"):o("A draw"),$=o("The match is a draw")):u===n?(d=o("You won"),$=o("You won the match!")):(d=r?o("The match is over"):o("You lost"),$=o("{name} won the match",{name:ne(t,u,n)}));let f=p?"draw":u===n?"won":r?"over":"lost",h=t.filter(g=>g.seat!==n&&g.kind==="human"),m=s&&h.some(g=>!g.rematch_requested),w=Ne(e);return i`<section class=${"overlay match-over outcome-"+f} data-testid="match-over"
      data-outcome=${f} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${c} data-testid="match-headline">${d}</h2>
    <p data-testid="match-result" class=${u===n?"celebrate":""}>${$}</p>
    <p class="muted">${w?o("The lowest total wins."):o("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${e.scores.map((g,b)=>i`<tr class=${b===u?"winner":""}>
        <th scope="row"><bdi>${ne(t,b,n)}</bdi></th>
        <td data-testid=${"final-score-"+b}>${g}</td></tr>`)}</tbody>
    </table>
    <${ei} game=${l} />
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
  </main>`}function Tr({status:e}){if(e==="open")return null;let t=e==="closed"?o("Disconnected."):o("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function Rr({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${o("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${ti} welcome=${e} />`:null}
  </section>`}function ti({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=y(""),s=async(u,p)=>{try{await navigator.clipboard.writeText(u),a(p)}catch{a("")}},r=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:o("UNO Duo"),text:o("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
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
  </div>`}function ni({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function Er({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,r=e.top,l=r&&be(r).wild,c=e.discard||[],u=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,d=q("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${o("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${ni} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${d} onClick=${n}>
        ${e.draw_pile>0?i`<${je} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&i`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${u.map(($,f)=>{let h=c.length-1-u.length+f;return i`<${ee} key=${"pile-"+h} code=${$} cardKey=${"pile-"+h}
          style=${`rotate: ${p(h)}deg`} />`})}
      ${r?i`<${ee} key=${"pile-"+(c.length-1)} code=${r} named=${l?s:null}
            testid="top-card" cardKey=${"pile-"+(c.length-1)} from=${a}
            style=${`rotate: ${p(c.length-1)/3}deg`} />`:!c.length&&i`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&i`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${He[s]}</span>${he(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${q("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${r&&i`<p class="visually-hidden" data-testid="top-card-text">${o("Top card: {card}",{card:Ae(r,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${o("Colour: {color}",{color:he(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?o("Direction: clockwise"):o("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${q("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function Ar(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let r=(a+s)%e;r!==t&&n.push(r)}return n}function ai(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function ri({seat:e,view:t,players:n,me:a,many:s,place:r}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],u=t.to_act===e&&!t.match_over,p=ne(n,e,a),d=l.kind==="bot"?o("Bot ({level})",{level:Be(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(u?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${r||""}
      aria-label=${q("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${ai(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${d&&i` <span class="muted">${d}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${o("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${o("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${q("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${o("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>i`<${je} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${u&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function Mr(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,r=t>2?.8:.62;return{x:Math.cos(n(e)),y:r*a(e)/s,angle:n(e)}}function Lr({others:e,view:t,players:n,me:a,many:s}){let r=t.players>2,l=e.length,c=u=>`--x: ${u.x.toFixed(3)}; --y: ${u.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(r?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${r?`--n: ${l}`:""} aria-label=${o("Players")}>
    ${e.map((u,p)=>{let d=Mr(p-.5,l),$=90-d.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&r&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+u}
          style=${`${c(d)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${ri} key=${u} seat=${u}
        view=${t} players=${n} me=${a} many=${s} place=${r?c(Mr(p,l)):""} />`})}
  </ul>`}function oi(e){let t=new Map,n=[],a=[],s=new Map,r=new Map,l=!1;for(let d of e||[])d.uno&&(l=!0),d.key&&!r.has(d.key)&&r.set(d.key,d),d.kind==="play"?(t.has(d.card)||t.set(d.card,[]),t.get(d.card).push(d)):d.kind==="dump"?n.push(d):d.kind==="color"?a.push(d):s.set(d.action,d);let c=e||[],u=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(d=>d.kind==="draw"||d.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:r,draw:p,unoPossible:l,forced:u}}function Or(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),r=a.find(l=>!l.uno);return n&&s?s.action:r?r.action:s?s.action:null}var Pr="unoduo.autoAnswer";function si(){try{return localStorage.getItem(Pr)!=="off"}catch{return!0}}function ii(e){try{localStorage.setItem(Pr,e?"on":"off")}catch{}}function Kt({st:e,players:t,send:n,sending:a,log:s,roundOver:r,closeRoundOver:l,askRematch:c,rematchAsked:u,game:p,reveal:d,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:w,rules:g,lesson:b}){let _=e.view,k=_.seat,x=!(r&&!_.match_over)&&(Te(e)||dr(e)),v=Ie(()=>oi(x?e.choices:[]),[e,x]),[D,S]=y(!1),[W,E]=y(null),[z,ie]=y(!1),[oe,H]=y([]),[V,Q]=y(null),[C,j]=y(si()),[Y,de]=y(vr),F=P(null),le=N=>Q(A=>A===N?null:N),ae=x&&C&&v.forced&&!_.match_over?v.forced:null;se(()=>{S(!1),E(null),H([]),ie(_.decision==="dump"&&x)},[e.seq]),T(()=>{ae&&n(ae.action,ae)},[e.seq,ae]);let ue=v.dumps.length?v.dumps[0].cards:[],we=x&&z&&v.dumps.length>0,_e=N=>{if(be(N).wild){E(N);return}let A=Or(v.plays.get(N)||[],null,D);A&&n(A)},me=N=>{let A=Or(v.plays.get(W)||[],N,D);E(null),A&&n(A)},pe=N=>{let A=`dump ${N.join(" ")}`,B=v.dumps.some(M=>M.uno),te=v.dumps.some(M=>!M.uno);return B&&(D||!te)?`${A} uno`:A},ot=N=>{if(ue.length===1){n(pe([_.hand[N]]));return}H(A=>A.includes(N)?A.filter(B=>B!==N):A.concat([N]))},st=()=>pe(oe.map(N=>_.hand[N])),Qt=we&&oe.length===ue.length;se(()=>{let N=A=>{if(A.ctrlKey||A.metaKey||A.altKey)return;let B=A.target;if(B&&(B.tagName==="INPUT"||B.tagName==="SELECT"||B.tagName==="TEXTAREA")||W)return;let te=A.key.toLowerCase(),M=v.other,K=Je=>{A.preventDefault(),n(Je)};if(A.key==="Escape"&&V){A.preventDefault(),Q(null);return}if(te==="s"){A.preventDefault(),le("scores");return}if(te==="h"){A.preventDefault(),gr(F.current,0);return}if(!x||a||ae)return;let re=_.decision==="after_draw"&&(v.plays.get(_.drawn)||[])[0],ge=/^[0-9]$/.test(te)?te==="0"?9:Number(te)-1:-1,kt=ge>=0?On(_.hand,Y)[ge]:null,xe=te==="p"?re:ge>=0?kt&&(v.plays.get(kt.code)||[])[0]:v.keys.get(te);xe&&xe.kind==="play"?(A.preventDefault(),_e(xe.card)):xe&&xe.kind==="dump"?(A.preventDefault(),_.decision==="turn"&&ie(!0)):xe&&xe.kind!=="color"&&M.has(xe.action)?K(xe.action):te==="u"&&v.unoPossible&&(A.preventDefault(),S(Je=>!Je))};return window.addEventListener("keydown",N),()=>window.removeEventListener("keydown",N)}),T(()=>{if(!x)return;let N=document.activeElement;if(N&&N!==document.body&&document.contains(N))return;let A=document.querySelector("[data-autofocus='true']")||mr(F.current);A&&A.focus({preventScroll:!0})},[e.seq]);let it=[..._.events].reverse().find(N=>N.kind==="play"||N.kind==="dump"),Zt=it?it.seat===k?"hand":`seat-${it.seat}`:null,_t=_.options&&_.options.target_score||(_.ruleset==="classic"?500:200),lt=Ar(_.players,k),O=lt.length>3,I=k===null;return i`<div class="table">
    <${ur} spectator=${I} view=${_} target=${_t} panel=${V} toggle=${le} />
    <${Lr} others=${lt} view=${_} players=${t} me=${k} many=${O} />
    <${Er} view=${_} canDraw=${x&&!a&&!ae&&!!v.draw}
      onDraw=${()=>n(v.draw.action)} from=${Zt} />
    <${kr} st=${e} players=${t} mine=${x} autoAction=${ae}
      hint=${f} askHint=${h} rated=${w}
      controls=${{view:_,groups:v,send:n,sending:a,unoArmed:D,setUnoArmed:S,dumpMode:z,setDumpMode:ie,dumping:we,dumpReady:Qt,dumpAction:st,dumpCards:ue,clearDump:()=>H([])}} />
    ${k!==null?i`<${_r} view=${_} groups=${v} mine=${x&&!ae} sending=${a} play=${_e}
          handRef=${F} dumping=${we} dumpOrder=${oe} toggleDump=${ot} wildCard=${W}
          sorted=${Y} />`:i`<div></div>`}
    ${W&&i`<div class="overlay picker-overlay"><${Nn}
      title=${o("Choose the colour for your {card}",{card:Ae(W)})}
      onPick=${me} onCancel=${()=>E(null)} testid="wild-color-picker" /></div>`}
    ${d&&i`<${xr} reveal=${d} players=${t} me=${k} onClose=${$} />`}
    ${f&&x&&i`<${Qa} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${N=>{m(),n(N)}} />`}
    ${r&&!_.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${r&&!_.match_over&&i`<${Sr} info=${r} view=${_} players=${t} me=${k}
      onClose=${l} target=${_t} />`}
    ${_.match_over&&!b&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${_.match_over&&!b&&i`<${Cr} view=${_} players=${t} me=${k} askRematch=${c}
      rematchAsked=${u} game=${p} spectator=${I} />`}
    <${pr} panel=${V} setPanel=${Q} view=${_} players=${t} me=${k} log=${s} rules=${g}
      autoAnswer=${C} onAutoAnswer=${N=>{ii(N),j(N)}}
      sorted=${k!==null?Y:null} onSorted=${N=>{wr(N),de(N)}} />
  </div>`}var Nr="unoduo.learn.done",Vt=["duo","classic"];function Ir(){try{let e=JSON.parse(localStorage.getItem(Nr)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function li(e){let t=Ir();if(!t.has(e)){t.add(e);try{localStorage.setItem(Nr,JSON.stringify([...t]))}catch{}}}function Dr(){T(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function qr(){let[e,t]=y(Re());return T(()=>Pt(n=>t(n)),[]),e}function Ur(e){let[t,n]=y(null),[a,s]=y("");return T(()=>{let r=!0;return Promise.all(Vt.map(l=>G.lessons(l,e))).then(l=>{if(!r)return;let c={};Vt.forEach((u,p)=>{c[u]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{r&&s(X(l))}),()=>{r=!1}},[e]),{lists:t,error:a}}async function ci(e,t){try{let n=await G.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:Qe()});ke(n.game,n.seat,n.token,{}),Z(`/game/${n.game}`)}catch(n){t(X(n,"create"))}}function di({lists:e,done:t}){let a=Vt.flatMap(r=>e[r]||[]).find(r=>!t.has(r.id));if(!a)return i`<p class="lesson-all-done" data-testid="all-done">${o("You have finished every lesson.")}</p>`;let s=L(a.title);return i`<p class="lesson-continue"><a href=${`/learn/${encodeURIComponent(a.id)}`} class="lesson-continue-button"
      data-testid="continue-lesson" data-lesson=${a.id}
      onClick=${r=>{r.preventDefault(),Z(`/learn/${encodeURIComponent(a.id)}`)}}>
    ${t.size?o("Continue: {title}",{title:s}):o("Start: {title}",{title:s})}</a></p>`}function Hr(){Dr();let e=qr(),{lists:t,error:n}=Ur(e),a=Ir();return T(()=>{document.title=o("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${o("Learn by playing")}</h1>
    <p class="learn-intro">${o("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${o("Loading…")}</p>`}
    ${t&&i`<${di} lists=${t} done=${a} />`}
    ${t&&Vt.map(s=>{let r=t[s],l=r.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Ce(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${o("{done} of {total} done",{done:l,total:r.length})}</span></h2>
        <ol class="lesson-list">
          ${r.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${R} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${L(c.title)}</strong>
                <span class="lesson-goal">${L(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${o("(done)")}</span>`}
            </${R}></li>`)}
        </ol>
      </section>`})}
  </main>`}function In(e){return(e.narration||[]).filter(t=>!!t)}function ui(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function pi(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=ui(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",ce("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&ce("shake",l);return}let r=n.getBoundingClientRect();s.forEach((l,c)=>{let u=a.querySelector(`[data-card="${l}"]`),p=u&&(u.closest("button")||u);if(!p||typeof p.animate!="function")return;let d=p.getBoundingClientRect(),$=r.left+r.width/2-(d.left+d.width/2),f=r.top+r.height/2-(d.top+d.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function fi({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${o("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${L(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${o("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&i`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${L(n.text)}
        ${t&&i` <strong class="taken-back" data-testid="taken-back">${o("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&i`<p class="lesson-try" data-testid="lesson-prompt">${L(e.prompt)}</p>`}
  </section>`}function hi({lesson:e,next:t,ruleset:n}){let a=P(null),[s,r]=y("");return T(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${o("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${L(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>Z(`/learn/${encodeURIComponent(t.id)}`)}>${o("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>ci(n,r)}>${o("Play a bot now")}</button>
      <${R} href="/learn" testid="all-lessons">${o("All lessons")}</${R}>
    </div>
  </section>`}function jr({id:e}){Dr();let t=qr(),[n,a]=y([]),[s,r]=y(null),[l,c]=y(!1),[u,p]=y(""),[d,$]=y(""),[f,h]=y(null),[m,w]=y([]),[g,b]=y(""),_=P(null),k=P(null),x=P(0),v=P(null),{lists:D}=Ur(t),S=async(j,Y)=>{c(!0);let de;try{de=await G.lesson(e,j,Re())}catch(pe){c(!1),pe&&(pe.code==="unknown_lesson"||pe.status===404)?$(o("There is no such lesson.")):p(X(pe));return}let F=de.lesson,le=F.undone?j.slice(0,-1):j,ae=v.current,ue=ae?In(ae.state).length:0,we=In(de.state),_e=we.length>ue?we.slice(ue):[];w(ae&&!F.undone?_e.slice(-3):[]),x.current+=1,k.current={before:ce("snapshot",_.current),tried:F.undone?Y:null},a(le),h(F.undone?Y:null),v.current={state:de.state,lesson:F,seq:x.current},r(v.current),p(""),c(!1),F.feedback&&Pe(F.feedback.kind==="wrong"?"lose":"turn"),F.done&&li(e);let me=[F.feedback?L(F.feedback.text):"",F.done?L(F.summary):L(F.prompt)];b(me.filter(Boolean).join(" "))};T(()=>{r(null),v.current=null,a([]),h(null),$(""),p(""),S([],null)},[e]),T(()=>{s&&S(n,null)},[t]),se(()=>{let j=k.current;if(!j)return;k.current=null;let Y=_.current;Y&&delete Y.dataset.takenBack,j.tried?pi(Y,j.tried):j.before&&ce("flip",Y,j.before,{leave:"none"})},[s&&s.seq]),T(()=>{s&&(document.title=`${L(s.lesson.title)} — ${o("Learn")}`)},[s&&s.seq,t]);let W=j=>{l||!s||s.lesson.done||S(n.concat([j]),j)};if(d)return i`<main class="page" data-testid="lesson-missing"><h1>${d}</h1>
      <p><${R} href="/learn">${o("All lessons")}</${R}></p></main>`;let E=s?Object.assign({},s.state,{lastTold:m}):null,z=s?s.lesson:null,ie=E?E.view.ruleset:"duo",oe=D&&D[ie]||[],H=oe.findIndex(j=>j.id===e),V=H>=0&&H+1<oe.length?oe[H+1]:null,Q=E?(E.players||[]).map(j=>j.seat===E.view.seat?j:{...j,kind:"lesson"}):[],C=E?In(E).map((j,Y)=>({key:`l${Y}`,say:()=>L(j)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${_}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${E?E.seq:-1} data-decision=${E?E.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${E?E.status:""}
      data-undone=${f?"true":"false"} data-done=${z&&z.done?"true":"false"}
      data-my-turn=${E&&!z.done&&E.view.to_act===E.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${u&&i`<p class="error" role="alert" data-testid="table-error">${u}</p>`}
    ${z&&i`<${fi} lesson=${z} undone=${f} />`}
    ${E?i`<${Kt} st=${E} players=${Q} send=${W} sending=${l||z.done} log=${C}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${o("Loading…")}</p>`}
    ${z&&z.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${hi} lesson=${{...z,id:e}} next=${V} ruleset=${ie} />`}
  </main>`}function Dn(e){return X(e)}function $i(e,t,n){let a=e.view||{},s=a.players||n.players.length,r=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,u)=>Array(r[u]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function Wr(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await un(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),r=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,u=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function d(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=un(`${t}/${encodeURIComponent(f)}`).then(m=>{let w=(m.steps||[]).map(g=>$i(g,f,{players:s,...n}));return w.sort((g,b)=>g.index-b.index),l.set(f,w),c.delete(f),w},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let w=p(h)?p(h).first_step:0,g=f[m-w];return g&&g.index===m?g:f.find(b=>b.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:r,roundOf:u,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=u(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=u(f),m=$(await d(h),h,f);if(!m)throw new De(0,"missing_step",o("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=u(f),m=p(h);if(!m)return;let w=()=>{};if(d(h).catch(w),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&d(g.round).catch(w)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&d(g.round).catch(w)}}}}var mi=3,Jt=[-7,4,-2];function gi(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Br({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=gi(e,a.map(c=>c||"?")),r=t.toAct===e&&!t.over,l=ne(n.players,e,null);return i`<div class=${"replay-seat"+(r?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${r?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${q("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${o("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,u)=>i`<span class="replay-slot" key=${s[u]} data-card-key=${s[u]} data-from="draw"
        >${c?i`<${ee} code=${c} size="small" />`:i`<${je} size="small" label=${o("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function yi({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-mi),s=n.slice(a),r=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?o("Top card: {card}",{card:Ae(e.top,e.color)}):"",c=e.color?o("Colour: {color}",{color:he(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${je} size="small" label=${q("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${ee} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((u,p)=>{let d=a+p,$=d===n.length-1&&!!e.top,f=Jt[(d%Jt.length+Jt.length)%Jt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+d}
          data-card-key=${"d"+d+"-"+u} data-from=${d===n.length-1?r:null}
          style=${`--tilt: ${f}deg`}><${ee} code=${u} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${He[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${q("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?o("Play goes clockwise ↻"):o("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Gr({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,d)=>d),r=s.filter(p=>p!==0),l=P(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},u=p=>{let d=l.current;if(l.current=null,!d||!a)return;let $=p.clientX-d.x,f=p.clientY-d.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(r.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${o("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${u}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${r.map(p=>i`<${Br} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${yi} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${Br} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function Yr(e){return(e.narration||[]).filter(t=>t).map(L)}function Fr({step:e,quiet:t}){let n=Yr(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=o("Start of the match"):a=o("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((r,l)=>i`<li key=${l}>${r}</li>`)}</ul>`}
  </div>`}function zr({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?o("The match is a draw"):o("{name} won the match",{name:ne(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function Kr({replay:e,round:t,at:n,onPick:a}){let s=P(null),r=e.framesOf(t)||[];return T(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let u=c.offsetTop;u<l.scrollTop?l.scrollTop=u:u+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=u+c.offsetHeight-l.clientHeight)},[n,r.length]),i`<section class="panel replay-moves">
    <h2>${o("Moves")} · ${o("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${r.length?r[0].index+1:1}>
      ${r.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?Yr(l)[0]||l.action:o("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var bi=[.5,1,2,4,8],vi=900;function wi(){T(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var _i={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function wt({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${_i[e]} fill="currentColor" /></svg>`}function ki(e){let t=qe(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function Vr({game:e}){wi();let[t,n]=y(null),[a,s]=y("");return T(()=>{document.title=o("Replay");let r=!0;return Wr(e).then(l=>r&&n(l),l=>r&&s(Dn(l))),()=>{r=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${o("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${R} href=${`/game/${e}`}>${o("Back to the game")}</${R}></p></main>`:t?i`<${xi} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${o("Replay")}</h1>
      <p>${o("Loading…")}</p></main>`}function xi({replay:e,game:t}){let n=e.total-1,[a,s]=y(0),[r,l]=y(null),[c,u]=y(!1),[p,d]=y(1),[$,f]=y(""),h=P(null),m=P(null),w=P(0),g=vi/p;T(()=>{let S=!0,W=e.stepNow(a);return W?(l(W),f("")):e.step(a).then(E=>{S&&(l(E),f(""))},E=>S&&f(Dn(E))),e.prefetchAround(a),()=>{S=!1}},[a]),T(()=>{if(!c)return;if(a>=n){u(!1);return}if(!r||r.index!==a)return;let S=setTimeout(()=>_(1),g);return()=>clearTimeout(S)},[c,a,r,p]);function b(S,W){let E=Math.max(0,Math.min(n,S)),z=w.current;E!==z&&(w.current=E,m.current=W&&E===z+1&&g>=150&&h.current&&r&&r.index===z?kn(h.current):null,s(E))}let _=S=>b(w.current+S,S===1);se(()=>{let S=m.current;S&&r&&r.index===a&&h.current&&(m.current=null,xn(h.current,S,{duration:Math.min(320,g*.6)}),r.over&&Sn(h.current))},[r]),T(()=>{let S=W=>{if(W.ctrlKey||W.metaKey||W.altKey||W.defaultPrevented)return;let E=W.target,z=E&&E.tagName;if(z==="INPUT"||z==="SELECT"||z==="TEXTAREA"||E&&E.isContentEditable)return;let ie=document.documentElement.dir==="rtl",oe=ie?"ArrowLeft":"ArrowRight",H=ie?"ArrowRight":"ArrowLeft";if(W.key===oe)_(1);else if(W.key===H)_(-1);else if(W.key==="Home")b(0,!1);else if(W.key==="End")b(n,!1);else if(W.key===" "&&z!=="BUTTON"&&z!=="A")u(V=>!V);else return;W.preventDefault()};return window.addEventListener("keydown",S),()=>window.removeEventListener("keydown",S)},[n,g,r]);let k=r,x=!k||k.index!==a,v=e.roundOf(a),D=()=>{!c&&a>=n&&b(0,!1),u(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${k?k.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${x?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${o("Replay")}</h1>
    ${k&&i`<${Gr} step=${k} replay=${e} boardRef=${h} onSwipe=${_} />`}
    ${!k&&i`<p class="replay-board-placeholder">${o("Loading…")}</p>`}
    ${k&&i`<${Fr} step=${k} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${o("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>b(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${o("Start")} title=${o("Start")}><${wt} shape="first" /></button>
        <button type="button" onClick=${()=>_(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${o("Back")} title=${o("Back")}><${wt} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${D} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${wt} shape=${c?"pause":"play"} />
          <span>${c?o("Pause"):o("Play")}</span></button>
        <button type="button" onClick=${()=>_(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${o("Next")} title=${o("Next")}><${wt} shape="next" /></button>
        <button type="button" onClick=${()=>b(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${o("End")} title=${o("End")}><${wt} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${o("Move")} class="replay-slider"
        aria-valuetext=${o("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${S=>b(Number(S.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${o("Round")}
          <select data-testid="replay-round" value=${String(v)}
            onChange=${S=>b(e.firstStepOf(Number(S.target.value)),!1)}>
            ${e.rounds.map(S=>i`<option value=${String(S.round)} selected=${S.round===v}>${S.round}</option>`)}
          </select></label>
        <label>${o("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${S=>d(Number(S.target.value))}>
            ${bi.map(S=>i`<option value=${String(S)} selected=${S===p}>${S}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${o("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${o("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${za} replay=${e} game=${t} at=${a} go=${S=>b(S,!1)} />
    </div>
    <aside class="replay-side">
    ${k&&i`<${zr} step=${k} replay=${e} />`}
    ${k&&i`<${nt} view=${k.sheet} players=${e.players} me=${null} />`}
    ${k&&i`<${Kr} replay=${e} round=${k.round} at=${a} onPick=${S=>b(S,!1)} />`}
    <p class="replay-links"><${R} href=${`/game/${t}`}>${o("Back to the game")}</${R}>
      <span aria-hidden="true"> · </span><a href=${ki(t)} download data-testid="download-record">
        ${o("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Xt=null;function Si({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${L(e.title)}</h2>
    <p>${L(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.top&&i`<span class="example-top" data-testid=${"example-top-"+e.id}>
          <${ee} code=${e.example.top} size="small" /><span class="muted">${o("Top card")}</span></span>`}
        ${e.example.cards.map((t,n)=>i`<${ee} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${o("Example:")}</strong> ${L(e.example.text)}</figcaption>
    </figure>
  </section>`}function Ci({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${o("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${L(t.term)}</dt>
        <dd>${L(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function Jr(){let[e,t]=y(null),[n,a]=y("");T(()=>{document.title=o("Rules");let r=!0;return Xt||(Xt=G.rulebook().catch(l=>{throw Xt=null,l})),Xt.then(l=>{r&&t(l)},l=>{r&&a(X(l))}),()=>{r=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${o("On this page")}>
    <ol>
      ${e.duo.map(r=>i`<li><a href=${"#rule-"+r.id}>${L(r.title)}</a></li>`)}
      <li><a href="#classic">${o("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${o("Words of the game")}</a></li>
    </ol>
  </nav>`;return i`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${o("Rules")}</h1>
    <p class="rules-intro">${o("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&i`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&i`<p>${o("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(r=>i`<${Si} key=${r.id} idea=${r} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${o("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(r=>i`<p>${L(r)}</p>`)}
    </section>`}
    ${e&&i`<${Ci} terms=${e.glossary} />`}
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}function Ti(e,t,n){let a=P({}),[,s]=y(0),r=Date.now();for(let u of e)u.kind==="human"&&u.joined&&!u.connected&&u.seat!==t?u.seat in a.current||(a.current[u.seat]=r):delete a.current[u.seat];let l=Object.values(a.current).map(u=>u+n*1e3-r).filter(u=>u>0),c=l.length?Math.min(...l):null;return T(()=>{if(c===null)return;let u=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(u)},[c]),e.filter(u=>u.seat in a.current&&r-a.current[u.seat]>=n*1e3)}function Xr({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let r=Ti(e||[],t,n||30);return!a||r.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${r.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${o("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${o("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${o("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var Qr=200,Ri=650,Ei=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function Mi(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,r=(t.previous_events||[]).filter(u=>u.kind==="draw"&&u.info==="last_card"),l=[],c=null;return n.points.forEach((u,p)=>{if(p===n.out)return;let d=r.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...d.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,w)=>m+(Number(w.value)||0),0)===u&&$.length&&(c=f)}else e.handSizes&&u>0&&Ne(t)&&l.push({seat:p,count:e.handSizes[p]+d.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function qn({game:e,spectator:t}){let n=t?null:qe(e),[a,s]=y(null),[r,l]=y(null),[c,u]=y([]),[p,d]=y("connecting"),[$,f]=y(""),[h,m]=y(""),[w,g]=y(null),[b,_]=y(!1),[k,x]=y([]),[v,D]=y(""),[S,W]=y(null),[E,z]=y(0),[ie,oe]=y(null),[H,V]=y(null),[Q,C]=y(!1),[j,Y]=y(null),[de,F]=y(!1),le=P(null),ae=P(null),ue=P({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),we=P(null),_e=P(null),me=P({held:null,release:null});T(()=>{if(F(!1),t||!n)return;let O=!0;return G.gameRating(e).then(I=>{O&&F(!!(I&&I.rated))},()=>{}),()=>{O=!1}},[e]),T(()=>{if(t||n)return;let O=!0;return G.game(e).then(()=>{O&&g(!0)},I=>{O&&g(!(I&&(I.status===404||I.code==="no_such_game"||I.code==="unknown_game")))}),()=>{O=!1}},[e]),T(()=>{if(!t&&!n)return;let O=(M,K)=>new Promise(re=>{let ge=K&&K.instant?null:ce("snapshot",ae.current);we.current={before:ge,resolve:re},ot(M)}),I=(M,K)=>{let re=me.current.held;return re?(z(ge=>ge+1),Te(M)&&M.deadline&&oe(M.deadline),re.then(()=>(z(ge=>Math.max(0,ge-1)),oe(null),O(M,K)))):O(M,K)},N=ce("createStateQueue",I,{}),A=M=>{switch(M.type){case"welcome":s(M),_e.current=M,u(M.players||[]),f("");break;case"state":if(M.seq<ue.current.queued)return;ue.current.queued=M.seq,N?(Te(M)&&N.pending()>0&&N.flush(),N.push(M)):I(M);break;case"presence":u(M.players||[]);break;case"ack":break;case"hint":Y(K=>bn(K,M));break;case"error":if(Ka.has(M.code)){Y(K=>bn(K,M));break}_(!1),Ei.has(M.code)?m(X(M,"table")):M.code!=="stale"&&f(X(M,"table"));break;case"rematch":ke(M.game,M.seat,M.token,{}),Z(`/game/${M.game}`);break;default:break}},B=t?new URLSearchParams(location.search).get("code"):null,te=new Ht(e,t?null:n.token,A,d,B);return le.current=te,()=>te.close()},[e,t]),se(()=>{let O=we.current;if(!O)return;we.current=null;let I=ae.current,N=ue.current.fresh,A=r&&r.view,B=null;if(I&&A){O.before&&(B=ce("flip",I,O.before,{leave:"none"}));for(let K of N)if(K.kind==="play"||K.kind==="dump")Pe("play");else if(K.kind==="draw"||K.kind==="draft_take"||K.kind==="keep")Pe("draw");else if(K.kind==="uno"){Pe("uno");let re=I.querySelector(K.seat===A.seat?"[data-anchor=hand]":`[data-anchor=seat-${K.seat}]`);re&&ce("pulse",re)}else if(K.kind==="color"){let re=I.querySelector(".color-ring");re&&ce("pulse",re)}else if(K.kind==="reveal"&&K.cards&&K.cards.length){let re=I.querySelector("[data-testid=revealed-hand]");re&&ce("revealHand",re)}let M=ue.current.prev;if(M&&A.pending_draw>M.pending_draw){let K=I.querySelector("[data-testid=pending-draw]");K&&ce("pulse",K)}Te(r)&&!(M&&M.myTurn)&&Pe("turn"),A.match_over&&!(M&&M.over)&&(Pe(A.winner===A.seat?"win":"lose"),A.winner!==null&&A.winner===A.seat&&ce("celebrate",I)),ue.current.prev={pending_draw:A.pending_draw,myTurn:Te(r),over:A.match_over}}let te=ce("reducedMotion");if(!B||te){O.resolve();return}Promise.race([Promise.resolve(B),new Promise(M=>setTimeout(M,Ri))]).then(()=>O.resolve(),()=>O.resolve())},[r]);let pe=Te(r)&&!S;T(()=>{let O=o("UNO Duo");document.title=pe?o("● Your turn — {title}",{title:O}):O},[pe,r&&r.seq]);function ot(O){let I=O.view,N=O.players||[],A=I.seat,B=ue.current,te=O.status==="waiting",M=[],K=B.round!==null&&B.round!==I.round;if(K&&!te&&Array.isArray(O.previous_narration))for(let fe of O.previous_narration.slice(B.count))fe&&M.push(fe);if(B.rounds!==null&&I.rounds.length>B.rounds){let fe=I.rounds[I.rounds.length-1];if(!I.match_over){let ct=Mi(B,I,fe,(_e.current||{}).card_points);st(),W({number:I.rounds.length,result:fe,scores:I.scores,before:B.scores||null,scored:ct})}}K&&V(null);let re=B.round===I.round&&B.count<=I.events.length?B.count:0,ge=te?[]:I.events.slice(re),kt=O.narration||[],xe=O.events_from||0,Je=[];ge.forEach((fe,ct)=>{let xt=kt[re+ct-xe];xt&&Je.push(xt)}),M.push(...Je);for(let fe of ge)fe.kind==="reveal"&&fe.cards&&fe.cards.length&&V({seat:fe.seat,cards:fe.cards,key:`${I.round}-${O.seq}`});B.fresh=ge,te||(B.round=I.round,B.count=I.events.length,B.rounds=I.rounds.length,B.scores=I.scores,B.hand=I.hand||null,B.handSizes=I.hand_sizes||null),B.seq=O.seq,M.length&&x(fe=>{let ct=O.seq*1e3,xt=M.map((eo,jn)=>({key:`${ct+jn}-${fe.length+jn}`,say:()=>L(eo)}));return fe.concat(xt).slice(-Qr)}),O.lastTold=(re>0?M:M.slice(-1)).slice(-3);let Un=te?"":L(O.prompt),Hn=O.last&&O.last.seat!==A?O.lastTold.map(L).join(" "):"";D(Hn?`${Hn} ${Un}`:Un),u(N),l(O),_(!1)}function st(){let O=me.current;O.held||(O.held=new Promise(I=>{O.release=()=>{O.held=null,O.release=null,I()}}))}let Qt=()=>{W(null),me.current.release&&me.current.release()},it=(O,I)=>{if(!r||b)return;let N=le.current;if(!N||!N.send({type:"action",seq:r.seq,action:O})){f(o("Not connected. Reconnecting…"));return}if(I){let A=L(I.label);x(B=>B.concat([{key:`auto-${r.seq}`,say:()=>o("Answered for you: {what}",{what:A})}]).slice(-Qr))}V(null),f(""),_(!0)},Zt=()=>{r&&le.current&&le.current.send({type:"hint",seq:r.seq})&&Y({seq:r.seq,status:"asking"})},_t=()=>{le.current&&le.current.send({type:"rematch"})&&C(!0)};if(h)return i`<${zt} title=${h} testid="table-fatal" />`;if(!t&&!n)return w===!1?i`<${zt} title=${o("No such game.")} testid="table-fatal" />`:w===null?i`<main class="page" data-testid="loading"><p>${o("Loading…")}</p></main>`:i`<${zt} title=${o("You have no seat in this game")} testid="no-seat"
      text=${o("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let lt=!!r&&r.status==="waiting";return i`<main class=${"page table-page"+(pe?" my-turn":"")} data-testid="table" ref=${ae}
      data-seq=${r?r.seq:-1}
      data-connection=${p} data-decision=${r?r.view.decision:""} data-sending=${b?"true":"false"}
      data-round=${r?r.view.round:""} data-status=${r?r.status:""}
      data-my-turn=${pe?"true":"false"}>
    <h1 class="visually-hidden">${a?Ce(a.ruleset):o("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${v}</div>
    <${Tr} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${lt&&i`<${Rr} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${Xr} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!r&&r.status==="playing"}
      letBotPlay=${O=>le.current&&le.current.send({type:"let_bot_play",seat:O})} />`}
    ${r&&!lt?i`<${Kt} st=${r} players=${c} send=${it} sending=${b} log=${k}
          roundOver=${S&&{...S,held:E,deadline:ie}} closeRoundOver=${Qt} askRematch=${_t}
          rematchAsked=${Q} game=${e} reveal=${H} closeReveal=${()=>V(null)}
          hint=${j&&j.seq===r.seq?j:null} askHint=${Zt} closeHint=${()=>Y(null)}
          rated=${de}
          rules=${a&&a.rules||[]} />`:!r&&i`<p class="table-message" data-testid="loading">${o("Connecting to the game…")}</p>`}
  </main>`}function Ai(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function Li(){let e=We().languages||{en:"English"},t=n=>ln(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${o("Language")}</span>
    <select data-testid="language" onChange=${t} value=${Re()} aria-label=${o("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===Re()}>${a}</option>`)}
    </select>
  </label>`}function Oi(){let e=Ze(),t=e?e.name:o("Log in");return i`<header class="site-header">
    <${R} href="/" testid="home-link" cls="brand">${o("UNO Duo")}</${R}>
    <nav aria-label=${o("Main")}>
      <${R} href="/learn" testid="learn-link">${o("Learn")}</${R}>
      <${R} href="/rules" testid="rules-link">${o("Rules")}</${R}>
      <${R} href="/rated" testid="rated-link">${o("Rated play")}</${R}>
      <${R} href="/leaderboard" testid="leaderboard-link">${o("Leaderboard")}</${R}>
      <${R} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${R}>
    </nav>
    <${Li} />
  </header>`}function Pi(){let[e,t]=y(location.pathname),[,n]=y(Re());T(()=>{let r=()=>t(location.pathname);window.addEventListener("popstate",r),window.addEventListener("unoduo:navigate",r);let l=Pt(c=>n(c));return()=>{window.removeEventListener("popstate",r),window.removeEventListener("unoduo:navigate",r),l()}},[]);let a=Ai(e),s;switch(a.page){case"home":s=i`<${Ia} />`;break;case"game":s=i`<${qn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${qn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${Ga} code=${a.code} />`;break;case"replay":s=i`<${Vr} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${Jr} />`;break;case"learn":s=i`<${Hr} />`;break;case"lesson":s=i`<${jr} key=${a.id} id=${a.id} />`;break;case"account":s=i`<${Da} />`;break;case"rated":s=i`<${Ha} />`;break;case"leaderboard":s=i`<${Ua} />`;break;case"profile":s=i`<${qa} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${o("Page not found")}</h1>
        <p><${R} href="/">${o("Back to the start page")}</${R}></p></main>`}return i`<${Oi} />${s}`}async function Ni(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&ja();let e=Sa();try{La(await G.meta())}catch{}await Promise.all([ln(va(We().languages)),e]),ha(i`<${Pi} />`,document.getElementById("app")),document.body.dataset.ready="true"}Ni();function Zr(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?Zr():window.addEventListener("load",Zr,{once:!0});
