var mo=Object.defineProperty;var Yn=(e,t)=>{for(var n in t)mo(e,n,{get:t[n],enumerable:!0})};var Pt,W,sa,pt,ia,Fn,go,Mt={},la=[],yo=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Me(e,t){for(var n in t)e[n]=t[n];return e}function ca(e){var t=e.parentNode;t&&t.removeChild(e)}function da(e,t,n){var a,s,r,l={};for(r in t)r=="key"?a=t[r]:r=="ref"?s=t[r]:l[r]=t[r];if(arguments.length>2&&(l.children=arguments.length>3?Pt.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(r in e.defaultProps)l[r]===void 0&&(l[r]=e.defaultProps[r]);return Rt(e,l,a,s,null)}function Rt(e,t,n,a,s){var r={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++sa};return W.vnode!=null&&W.vnode(r),r}function Lt(e){return e.children}function Et(e,t){this.props=e,this.context=t}function Ze(e,t){if(t==null)return e.__?Ze(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?Ze(e):null}function ua(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return ua(e)}}function Kn(e){(!e.__d&&(e.__d=!0)&&pt.push(e)&&!At.__r++||Fn!==W.debounceRendering)&&((Fn=W.debounceRendering)||ia)(At)}function At(){for(var e;At.__r=pt.length;)e=pt.sort(function(t,n){return t.__v.__b-n.__v.__b}),pt=[],e.some(function(t){var n,a,s,r,l,c;t.__d&&(l=(r=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Me({},r)).__v=r.__v+1,nn(c,r,s,n.__n,c.ownerSVGElement!==void 0,r.__h!=null?[l]:null,a,l??Ze(r),r.__h),$a(a,r),r.__e!=l&&ua(r)))})}function pa(e,t,n,a,s,r,l,c,d,p){var u,$,f,h,m,w,g,b=a&&a.__k||la,_=b.length;for(n.__k=[],u=0;u<t.length;u++)if((h=n.__k[u]=(h=t[u])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?Rt(null,h,null,null,h):Array.isArray(h)?Rt(Lt,{children:h},null,null,null):h.__b>0?Rt(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=b[u])===null||f&&h.key==f.key&&h.type===f.type)b[u]=void 0;else for($=0;$<_;$++){if((f=b[$])&&h.key==f.key&&h.type===f.type){b[$]=void 0;break}f=null}nn(e,h,f=f||Mt,s,r,l,c,d,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(w==null&&(w=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=d=fa(h,d,e):d=ha(e,h,f,b,m,d),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=d):e.value=""):d&&f.__e==d&&d.parentNode!=e&&(d=Ze(f))}for(n.__e=w,u=_;u--;)b[u]!=null&&(typeof n.type=="function"&&b[u].__e!=null&&b[u].__e==n.__d&&(n.__d=Ze(a,u+1)),ga(b[u],b[u]));if(g)for(u=0;u<g.length;u++)ma(g[u],g[++u],g[++u])}function fa(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?fa(s,t,n):ha(n,s,s,e.__k,s.__e,t));return t}function ha(e,t,n,a,s,r){var l,c,d;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=r||s.parentNode==null)e:if(r==null||r.parentNode!==e)e.appendChild(s),l=null;else{for(c=r,d=0;(c=c.nextSibling)&&d<a.length;d+=2)if(c==s)break e;e.insertBefore(s,r),l=r}return l!==void 0?l:s.nextSibling}function Vn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||yo.test(t)?n:n+"px"}function Tt(e,t,n,a,s){var r;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||Vn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||Vn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")r=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+r]=n,n?a||e.addEventListener(t,r?Xn:Jn,r):e.removeEventListener(t,r?Xn:Jn,r);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Jn(e){this.l[e.type+!1](W.event?W.event(e):e)}function Xn(e){this.l[e.type+!0](W.event?W.event(e):e)}function nn(e,t,n,a,s,r,l,c,d){var p,u,$,f,h,m,w,g,b,_,k,x=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(d=n.__h,c=t.__e=n.__e,t.__h=null,r=[c]),(p=W.__b)&&p(t);try{e:if(typeof x=="function"){if(g=t.props,b=(p=x.contextType)&&a[p.__c],_=p?b?b.props.value:p.__:a,n.__c?w=(u=t.__c=n.__c).__=u.__E:("prototype"in x&&x.prototype.render?t.__c=u=new x(g,_):(t.__c=u=new Et(g,_),u.constructor=x,u.render=vo),b&&b.sub(u),u.props=g,u.state||(u.state={}),u.context=_,u.__n=a,$=u.__d=!0,u.__h=[]),u.__s==null&&(u.__s=u.state),x.getDerivedStateFromProps!=null&&(u.__s==u.state&&(u.__s=Me({},u.__s)),Me(u.__s,x.getDerivedStateFromProps(g,u.__s))),f=u.props,h=u.state,$)x.getDerivedStateFromProps==null&&u.componentWillMount!=null&&u.componentWillMount(),u.componentDidMount!=null&&u.__h.push(u.componentDidMount);else{if(x.getDerivedStateFromProps==null&&g!==f&&u.componentWillReceiveProps!=null&&u.componentWillReceiveProps(g,_),!u.__e&&u.shouldComponentUpdate!=null&&u.shouldComponentUpdate(g,u.__s,_)===!1||t.__v===n.__v){u.props=g,u.state=u.__s,t.__v!==n.__v&&(u.__d=!1),u.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(v){v&&(v.__=t)}),u.__h.length&&l.push(u);break e}u.componentWillUpdate!=null&&u.componentWillUpdate(g,u.__s,_),u.componentDidUpdate!=null&&u.__h.push(function(){u.componentDidUpdate(f,h,m)})}u.context=_,u.props=g,u.state=u.__s,(p=W.__r)&&p(t),u.__d=!1,u.__v=t,u.__P=e,p=u.render(u.props,u.state,u.context),u.state=u.__s,u.getChildContext!=null&&(a=Me(Me({},a),u.getChildContext())),$||u.getSnapshotBeforeUpdate==null||(m=u.getSnapshotBeforeUpdate(f,h)),k=p!=null&&p.type===Lt&&p.key==null?p.props.children:p,pa(e,Array.isArray(k)?k:[k],t,n,a,s,r,l,c,d),u.base=t.__e,t.__h=null,u.__h.length&&l.push(u),w&&(u.__E=u.__=null),u.__e=!1}else r==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=bo(n.__e,t,n,a,s,r,l,d);(p=W.diffed)&&p(t)}catch(v){t.__v=null,(d||r!=null)&&(t.__e=c,t.__h=!!d,r[r.indexOf(c)]=null),W.__e(v,t,n)}}function $a(e,t){W.__c&&W.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){W.__e(a,n.__v)}})}function bo(e,t,n,a,s,r,l,c){var d,p,u,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),r!=null){for(;m<r.length;m++)if((d=r[m])&&(d===e||(h?d.localName==h:d.nodeType==3))){e=d,r[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),r=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(r=r&&Pt.call(e.childNodes),p=($=n.props||Mt).dangerouslySetInnerHTML,u=f.dangerouslySetInnerHTML,!c){if(r!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(u||p)&&(u&&(p&&u.__html==p.__html||u.__html===e.innerHTML)||(e.innerHTML=u&&u.__html||""))}if((function(w,g,b,_,k){var x;for(x in b)x==="children"||x==="key"||x in g||Tt(w,x,null,b[x],_);for(x in g)k&&typeof g[x]!="function"||x==="children"||x==="key"||x==="value"||x==="checked"||b[x]===g[x]||Tt(w,x,g[x],b[x],_)})(e,f,$,s,c),u)t.__k=[];else if(m=t.props.children,pa(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",r,l,r?r[0]:n.__k&&Ze(n,0),c),r!=null)for(m=r.length;m--;)r[m]!=null&&ca(r[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&Tt(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&Tt(e,"checked",m,$.checked,!1))}return e}function ma(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){W.__e(a,n)}}function ga(e,t,n){var a,s;if(W.unmount&&W.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||ma(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(r){W.__e(r,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&ga(a[s],t,typeof e.type!="function");n||e.__e==null||ca(e.__e),e.__e=e.__d=void 0}function vo(e,t,n){return this.constructor(e,n)}function ya(e,t,n){var a,s,r;W.__&&W.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,r=[],nn(t,e=(!a&&n||t).__k=da(Lt,null,[e]),s||Mt,Mt,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?Pt.call(t.childNodes):null,r,!a&&n?n:s?s.__e:t.firstChild,a),$a(r,e)}Pt=la.slice,W={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(r){e=r}throw e}},sa=0,Et.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Me({},this.state),typeof e=="function"&&(e=e(Me({},n),this.props)),e&&Me(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),Kn(this))},Et.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Kn(this))},Et.prototype.render=Lt,pt=[],ia=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,At.__r=0,go=0;var ht,be,Qn,ft=0,en=[],Zn=W.__b,ea=W.__r,ta=W.diffed,na=W.__c,aa=W.unmount;function Ot(e,t){W.__h&&W.__h(be,e,ft||t),ft=0;var n=be.__H||(be.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return ft=1,wo(va,e)}function wo(e,t,n){var a=Ot(ht++,2);return a.t=e,a.__c||(a.__=[n?n(t):va(void 0,t),function(s){var r=a.t(a.__[0],s);a.__[0]!==r&&(a.__=[r,a.__[1]],a.__c.setState({}))}],a.__c=be),a.__}function S(e,t){var n=Ot(ht++,3);!W.__s&&an(n.__H,t)&&(n.__=e,n.__H=t,be.__H.__h.push(n))}function ce(e,t){var n=Ot(ht++,4);!W.__s&&an(n.__H,t)&&(n.__=e,n.__H=t,be.__h.push(n))}function P(e){return ft=5,De(function(){return{current:e}},[])}function De(e,t){var n=Ot(ht++,7);return an(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function ba(e,t){return ft=8,De(function(){return e},t)}function _o(){en.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(zt),e.__H.__h.forEach(tn),e.__H.__h=[]}catch(t){e.__H.__h=[],W.__e(t,e.__v)}}),en=[]}W.__b=function(e){be=null,Zn&&Zn(e)},W.__r=function(e){ea&&ea(e),ht=0;var t=(be=e.__c).__H;t&&(t.__h.forEach(zt),t.__h.forEach(tn),t.__h=[])},W.diffed=function(e){ta&&ta(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(en.push(t)!==1&&Qn===W.requestAnimationFrame||((Qn=W.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(r),ra&&cancelAnimationFrame(a),setTimeout(n)},r=setTimeout(s,100);ra&&(a=requestAnimationFrame(s))})(_o)),be=void 0},W.__c=function(e,t){t.some(function(n){try{n.__h.forEach(zt),n.__h=n.__h.filter(function(a){return!a.__||tn(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],W.__e(a,n.__v)}}),na&&na(e,t)},W.unmount=function(e){aa&&aa(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(zt)}catch(n){W.__e(n,t.__v)}};var ra=typeof requestAnimationFrame=="function";function zt(e){var t=be;typeof e.__c=="function"&&e.__c(),be=t}function tn(e){var t=be;e.__c=e.__(),be=t}function an(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function va(e,t){return typeof t=="function"?t(e):t}var wa=function(e,t,n,a){var s;t[0]=0;for(var r=1;r<t.length;r++){var l=t[r++],c=t[r]?(t[0]|=l?1:2,n[t[r++]]):t[++r];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++r]]=c:l===6?a[1][t[++r]]+=c+"":l?(s=e.apply(c,wa(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[r-2]=0,t[r]=s)):a.push(c)}return a},oa=new Map,i=function(e){var t=oa.get(this);return t||(t=new Map,oa.set(this,t)),(t=wa(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,r=1,l="",c="",d=[0],p=function(f){r===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?d.push(0,f,l):r===3&&(f||l)?(d.push(3,f,l),r=2):r===2&&l==="..."&&f?d.push(4,f,0):r===2&&l&&!f?d.push(5,0,!0,l):r>=5&&((l||!f&&r===5)&&(d.push(r,0,l,s),r=6),f&&(d.push(r,f,0,s),r=6)),l=""},u=0;u<n.length;u++){u&&(r===1&&p(),p(u));for(var $=0;$<n[u].length;$++)a=n[u][$],r===1?a==="<"?(p(),d=[d],r=3):l+=a:r===4?l==="--"&&a===">"?(r=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),r=1):r&&(a==="="?(r=5,s=l,l=""):a==="/"&&(r<5||n[u][$+1]===">")?(p(),r===3&&(d=d[0]),r=d,(d=d[0]).push(2,0,r),r=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),r=2):l+=a),r===3&&l==="!--"&&(r=4,d=d[0])}return p(),d})(e)),t),arguments,[])).length>1?t:t[0]}.bind(da);var Te={lang:"en",dir:"ltr",messages:{}},rn=e=>e!==1?1:0,on=new Set,ka="unoduo.lang";function sn(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function o(e,t){let n=Te.messages[e];return sn(typeof n=="string"&&n?n:e,t)}function U(e,t,n,a){let s=Object.assign({n},a||{}),r=Te.messages[e];if(Array.isArray(r)&&r.length){let l=rn(n);if(l>=0&&l<r.length&&r[l])return sn(r[l],s)}return sn(n===1?e:t,s)}function pe(){return Te.lang}function Ae(e){return on.add(e),()=>on.delete(e)}var $t=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function ko(e){let t=[];$t.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;$t.lastIndex<n.length;){let g=$t.lastIndex,b=$t.exec(n);if(!b)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(b[1]),/^\s*$/.test(n.slice($t.lastIndex)))break}let a=0,s=()=>t[a],r=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,b)=>()=>{let _=g();for(;b.includes(s());){let k=r(),x=g(),v=_;_=N=>xo(k,v(N),x(N))}return _};function c(){let g=r();if(g==="n")return b=>b;if(g==="("){let b=m();return r(")"),b}if(g==="!"){let b=c();return _=>b(_)?0:1}if(g==="-"){let b=c();return _=>-b(_)}if(/^\d+$/.test(g||"")){let b=Number(g);return()=>b}throw new Error(`unexpected ${g} in ${n}`)}let d=l(c,["*","/","%"]),p=l(d,["+","-"]),u=l(p,["<",">","<=",">="]),$=l(u,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;r("?");let b=m();r(":");let _=m();return k=>g(k)?b(k):_(k)}let w=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(w(g))}function xo(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function xa(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(ka)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let r=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(r))return r}return"en"}var So=new Set(["ml","kn","ur"]);function _a(e){if(!So.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function ln(e,t=!1){_a(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{rn=ko(n.plural||"(n != 1)")}catch{rn=s=>s!==1?1:0}if(Te={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},_a(Te.lang),document.documentElement.lang=Te.lang,document.documentElement.dir=Te.dir,t)try{localStorage.setItem(ka,Te.lang)}catch{}for(let a of on)a(Te.lang);return Te.lang}var Sa="unoduo.seats",Ca="unoduo.name",qe=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function To(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function Q(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return o("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||o("That move is not allowed now.");case"not_your_turn":return o("It is not your turn.");case"waiting":return o("Wait until every player has joined.");case"spectator":return o("Spectators cannot play.");case"unauthorized":case"no_seat":return o("This browser does not hold a seat in this game.");case"unknown_code":return o("No game has this code.");case"game_full":return o("This game is already full.");case"private_game":return o("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return o("No such game.");case"not_over":case"not_finished":return o("The match is not over yet.");case"no_such_round":return o("This match has no such round.");case"expired":return t==="table"?o("This game expired after a long time without a move; it can only be looked at now."):o("This invitation has expired: ask for a new one.");case"broken":return o("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?o("Too many messages. Reconnecting…"):t==="create"?a?U("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):o("You started too many games in a short time. Try again in a minute."):a?U("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):o("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?U("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):o("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return o("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return o("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?o("You are already watching as many games as you may. Close one of them and try again."):o("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return o("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return o("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return o("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return o("This page is not allowed to use this server.");case"server":return o("The server could not do that; nothing changed. Try again.");case"network":return o("The server cannot be reached. Try again.");case"name_taken":return o("This name is taken; choose another.");case"name_reserved":return o("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||o("This name looks like another one; choose another.");case"duplicate_cookie":return o("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return o("Wrong name or password.");case"bad_name":return o("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?o("The current password is wrong."):o("A password has 8 to 128 characters and is not your name.");case"login_limited":return o("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return o("The server is busy with other logins; try again in a moment.");case"login_required":return o("Log in first.");case"csrf":return o("This page is out of date. Reload it and try again.");case"no_such_player":return o("There is no player with this name.");case"unknown_puzzle":return o("There is no such puzzle.");case"unknown_theme":return o("There is no such puzzle theme.");default:return e&&e.message||o("Something went wrong. Try again.")}}var cn="",mt=null,dn=new Set;async function V(e,t,n,a){let s,r=n===void 0?{}:{"Content-Type":"application/json"};a&&(r["Accept-Language"]=a),e!=="GET"&&cn&&(r["X-CSRF-Token"]=cn);let l=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),c=l&&Ue(decodeURIComponent(l[1]));c&&c.token&&(r["X-Seat-Token"]=c.token);try{s=await fetch(t,{method:e,headers:r,body:n===void 0?void 0:JSON.stringify(n)})}catch(p){throw new qe(0,"network",String(p&&p.message?p.message:p))}let d=null;try{d=await s.json()}catch{d=null}if(!s.ok){let p=d&&d.error||{};throw new qe(s.status,p.code||`http_${s.status}`,p.message||"",To(s))}return d}async function un(e){let t=await V("GET",e);if(!t)throw new qe(0,"bad_response","");return t}var H={meta:()=>V("GET","/api/meta"),options:()=>V("GET","/api/options"),rulebook:()=>V("GET","/api/rulebook"),createGame:e=>V("POST","/api/games",e),join:(e,t)=>V("POST","/api/join",{code:e,name:t}),invitation:e=>V("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>V("POST","/api/my-games",{tokens:e}),lobby:e=>V("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>V("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>V("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>V("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>V("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>V("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>V("GET","/api/queue"),enterQueue:e=>V("POST","/api/queue",e),leaveQueue:()=>V("POST","/api/queue/leave",{}),changePassword:(e,t)=>V("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>V("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>V("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),puzzleThemes:e=>V("GET","/api/puzzles",void 0,e),dailyPuzzle:e=>V("GET","/api/puzzles/daily",void 0,e),nextPuzzle:(e,t,n)=>{let s=[e&&`theme=${encodeURIComponent(e)}`,t&&`after=${encodeURIComponent(t)}`].filter(Boolean).join("&");return V("GET","/api/puzzles/next"+(s?"?"+s:""),void 0,n)},puzzle:(e,t)=>V("GET",`/api/puzzles/${encodeURIComponent(e)}`,void 0,t),answerPuzzle:(e,t,n)=>V("POST",`/api/puzzles/${encodeURIComponent(e)}/answer`,{action:t},n),myPuzzles:e=>V("GET","/api/puzzles/me",void 0,e),lesson:(e,t,n)=>V("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>V("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Nt(e){if(e&&typeof e.csrf=="string"&&(cn=e.csrf),e&&"account"in e){mt=e.account||null;for(let t of dn)t(mt)}return e}function Ta(){return mt}function Ra(e){return dn.add(e),()=>dn.delete(e)}async function Ea(){try{Nt(await V("GET","/api/account"))}catch{mt=null}return mt}async function za(e,t,n){return Nt(await V("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:pn().slice(-200)}))}async function Ma(){return Nt(await V("POST","/api/account/logout",{}))}async function Aa(e){return Nt(await V("POST","/api/account/delete",{password:e}))}function It(){try{let e=JSON.parse(localStorage.getItem(Sa)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function xe(e,t,n,a){let s=It();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(Sa,JSON.stringify(s))}catch{}}function Ue(e){return It()[e]||null}function Dt(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(It()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function pn(){return Object.values(It()).map(e=>e.token).filter(e=>typeof e=="string")}function et(){try{return localStorage.getItem(Ca)||""}catch{return""}}function He(e){try{localStorage.setItem(Ca,e)}catch{}}var qt=["R","Y","G","B"],je={R:"■",Y:"▲",G:"●",B:"◆"};function ve(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function $e(e){switch(e){case"R":return o("Red");case"Y":return o("Yellow");case"G":return o("Green");case"B":return o("Blue");default:return""}}function fn(e){switch(e){case"S":return o("Skip");case"R":return o("Reverse");case"+2":return o("Draw 2");case"W":return o("Wild");case"W+4":return o("Wild Draw 4");default:return e}}function Pe(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=ve(e);return s?t?o("{card} ({color})",{card:fn(a),color:$e(t)}):fn(a):o("{color} {rank}",{color:$e(n),rank:fn(a)})}function La(e){return e.map(t=>Pe(t)).join(o(", "))}var Oa={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},Ro={R:"square",Y:"triangle",G:"circle",B:"diamond"},Eo={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Pa(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function zo(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function hn({rank:e,x:t,y:n,size:a,ink:s,stroke:r}){let l=zo(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${r||"none"} stroke-width=${r?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let d=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-d} ${n-p}H${t+d}M${t+d-p} ${n-2*p}L${t+d} ${n-p}L${t+d-p} ${n}`} />
    <path d=${`M${t+d} ${n+p}H${t-d}M${t-d+p} ${n}L${t-d} ${n+p}L${t-d+p} ${n+2*p}`} /></g>`}function Mo(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=r=>[e+n*Math.cos(r*Math.PI/180),t+n*Math.sin(r*Math.PI/180)];return a.map(([r,l,c])=>{let[d,p]=s(l),[u,$]=s(c);return i`<path d=${`M${e} ${t}L${d} ${p}A${n} ${n} 0 0 1 ${u} ${$}z`} fill=${Oa[r]} />`})}function Ao({code:e}){let{color:t,rank:n,wild:a}=ve(e),s=a?"#1c1c22":Oa[t],r=a?"#ffffff":Eo[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(d,p)=>a?null:i`<path d=${Pa(t,d,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${Mo(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+Ro[t]}
          d=${Pa(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${r} stroke-width="1.5" />`}
    <${hn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${r}
      stroke=${a?"#1c1c22":null} />
    <${hn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${hn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function Po(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function ne({code:e,onPlay:t,disabled:n,named:a,size:s,badge:r,selected:l,testid:c,extraClass:d,keyHandler:p,cardKey:u,from:$,style:f}){let{color:h,wild:m}=ve(e),w=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",d||""].join(" "),g=Pe(e,a),b=i`<${Ao} code=${e} />
    ${r?i`<span class="card-badge" aria-hidden="true">${r}</span>`:null}`;return t!==void 0?i`<button
      type="button"
      class=${w+(n?" card-disabled":" card-playable")}
      data-card=${e}
      data-card-key=${u||null}
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
    data-card-key=${u||null} data-from=${$||null} style=${f||null}
    >${b}</span
  >`}function We({size:e,label:t,testid:n,cardKey:a,from:s,style:r}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${r||null}
    ><${Po} /></span
  >`}var $n={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function Z(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function Be(){return $n}function Na(e){$n=Object.assign({},$n,e||{})}function C({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${r=>{r.ctrlKey||r.metaKey||r.shiftKey||r.button!==0||(r.preventDefault(),Z(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var Lo=o,Oo=U;function L(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=L(a);return typeof e.plural=="string"?Oo(e.id,e.plural,Number(e.n),t):Lo(e.id,t)}var Ut=null;function No(){let[e,t]=y(null);return S(()=>{let n=!0;return Ut||(Ut=H.options().catch(a=>{throw Ut=null,a})),Ut.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function Io(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function Do({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=L(e.label||e.description),r=i`<span class="option-hint muted">${L(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
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
      onInput=${l=>n(l.target.value)} />${r}</label>`}function qo({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let r=(t||[]).map(d=>d.id),l=e.filter(d=>!r.includes(d.group)),c=(d,p,u)=>u.length>0&&i`<div class="option-group" data-group=${d}
    data-testid=${"option-group-"+d}>
    ${p&&i`<h3>${p}</h3>`}
    ${u.map($=>i`<${Do} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(d=>c(d.id,L(d.title),e.filter(p=>p.group===d.id)))}
    ${c("other","",l)}`}function Uo(e){return e==="classic"?o("Classic UNO (2 to 10 players)"):o("UNO Duo (two players)")}function Ia({checkName:e}){let t=Be(),[n,a]=y("duo"),[s,r]=y("bot"),[l,c]=y("easy"),[d,p]=y(2),[u,$]=y("default"),[f,h]=y("30"),m=No(),w=m&&m.rulesets||null,g=m&&m.presets||[],[b,_]=y("official"),[k,x]=y(!1),[v,N]=y({duo:{},classic:{}}),T=v[n]||{},B=R=>j=>{_("custom"),N(Object.assign({},v,{[n]:Object.assign({},T,{[R]:j})}))},E=R=>{if(_(R.id),R.id==="custom"){x(!0);return}N({duo:Object.assign({},R.options.duo),classic:Object.assign({},R.options.classic)})},[K,ae]=y(!1),[re,z]=y(""),X=async R=>{R.preventDefault();let j=e();if(j===null)return;ae(!0),z("");let M={ruleset:n,opponent:s,difficulty:l,name:j};n==="classic"&&(M.players=Number(d),s!=="bot"&&(M.humans=2)),s!=="bot"&&u!=="default"&&!(s==="public"&&u==="off")&&(M.turn_timer=u==="off"?null:Number(u)),s==="friend"&&(M.leave_notice=Number(f));let G=Io(w&&w[n],T);Object.keys(G).length&&(M.options=G);try{He(M.name);let Y=await H.createGame(M);xe(Y.game,Y.seat,Y.token,{join_code:Y.join_code,invite_url:Y.invite_url}),Z(`/game/${Y.game}`)}catch(Y){z(Q(Y,"create")),ae(!1)}},ee=s==="bot"?o("Play"):s==="public"?o("Create the public game"):o("Create the invitation");return i`<form class="new-game" onSubmit=${X} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${o("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(R=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${R} checked=${n===R} data-testid=${"ruleset-"+R}
          onChange=${()=>a(R)} /> ${Uo(R)}</label>`)}
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
        onChange=${()=>{r("public"),u==="off"&&$("default")}}
        /> ${o("Anyone can join (a public game, listed under “Public games”)")}</label>
      ${s==="public"&&i`<p class="muted hint" id="opponent-public-hint">
        ${o("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${s==="bot"?o("Bot difficulty"):o("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${l} onChange=${R=>c(R.target.value)}>
        ${(t.difficulties||[]).map(R=>i`<option value=${R} selected=${R===l}>
          ${Ge(R)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&i`<label class="field">
      <span>${o("Players")}</span>
      <input type="number" min="2" max="10" value=${d} data-testid="players" inputmode="numeric"
        onInput=${R=>p(R.target.value)} />
    </label>`}
    ${s!=="bot"&&i`<label class="field">
      <span>${o("Time for each move")}</span>
      <select data-testid="turn-timer" value=${u} onChange=${R=>$(R.target.value)}>
        <option value="default" selected=${u==="default"}>${o("The server's setting")}</option>
        ${s==="friend"&&i`<option value="off" selected=${u==="off"}>${o("No limit")}</option>`}
        ${[30,60,120,300].map(R=>i`<option value=${String(R)} selected=${u===String(R)}>
          ${U("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",R)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${o("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${R=>h(R.target.value)}>
        ${[15,30,60,120,300].map(R=>i`<option value=${String(R)} selected=${f===String(R)}>
          ${U("offer a bot after {n} second","offer a bot after {n} seconds",R)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${o("Rule options")}</legend>
      ${g.map(R=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${R.id} checked=${b===R.id} data-testid=${"preset-"+R.id}
          onChange=${()=>E(R)} />
        <span><strong>${L(R.label)}</strong> <span class="muted">${L(R.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${k}
      onToggle=${R=>x(R.currentTarget.open)}>
      <summary>${o("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${qo} specs=${w&&w[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${T} setOption=${B} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${K} data-testid="start-game">
      ${ee}</button>
    ${re&&i`<p class="error" role="alert" data-testid="new-game-error">${re}</p>`}
  </form>`}function Ge(e){switch(e){case"easy":return o("Easy");case"medium":return o("Medium");case"hard":return o("Hard");case"expert":return o("Expert");default:return e||""}}var Da="unoduo.puzzles.answers",qa="unoduo.puzzles.streak",Ua="unoduo.puzzles.theme";function gn(e,t){try{let n=JSON.parse(localStorage.getItem(e)||"null");return n===null?t:n}catch{return t}}function mn(e,t){try{localStorage.setItem(e,JSON.stringify(t))}catch{}}function Ho(){return new Date().toISOString().slice(0,10)}function Ha(){let e=gn(Da,{});return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}function ja(e,t){let n=Ha()[e];return n&&n.date===t?n:null}function Wa(e,t,n){let a=Ha(),s=Object.prototype.hasOwnProperty.call(a,e);delete a[e],a[e]={correct:!!t,date:Ho()};let r=Object.keys(a);r.slice(0,Math.max(0,r.length-200)).forEach(p=>{delete a[p]}),mn(Da,a);let l=yn();if(s||!n)return l;let c=t?l.streak+1:0,d={streak:c,best:Math.max(l.best,c)};return mn(qa,d),d}function yn(){let e=gn(qa,{}),t=Number.isInteger(e.streak)&&e.streak>0?e.streak:0,n=Number.isInteger(e.best)&&e.best>t?e.best:t;return{streak:t,best:n}}function Ba(){let e=gn(Ua,"");return typeof e=="string"?e:""}function Ga(e){mn(Ua,e||"")}function Ya(){let[e,t]=y(pe()),[n,a]=y(null);if(S(()=>Ae(c=>t(c)),[]),S(()=>{let c=!0;return H.dailyPuzzle(e).then(d=>{c&&a(d)},()=>{c&&a(null)}),()=>{c=!1}},[e]),!n)return null;let s=ja(n.id,n.date),r=!!(s&&s.correct),l=c=>{c.preventDefault(),Z("/puzzles/daily")};return i`<section class="panel daily-puzzle" data-testid="daily-puzzle" data-puzzle=${n.id}
      data-date=${n.date} data-solved=${r?"true":"false"} aria-labelledby="daily-puzzle-title">
    <div class="daily-words">
      <h2 id="daily-puzzle-title">${o("Daily puzzle")}
        ${r&&i` <span class="daily-solved" data-testid="daily-solved">${o("✓ Solved today")}</span>`}</h2>
      <p class="muted" data-testid="daily-theme">${o("{theme} · find the best move",{theme:n.theme_title})}</p>
    </div>
    <a href="/puzzles/daily" class="button-link" data-testid="daily-open" onClick=${l}>
      ${r||s?o("See it again"):o("Solve it")}</a>
  </section>`}function Se(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function jo(e){switch(e){case"waiting":return o("Waiting for players");case"playing":return o("In progress");case"over":return o("Finished");default:return e||""}}var Wo=5e3;function Bo(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?o("created just now"):U("created {n} minute ago","created {n} minutes ago",t)}function Go({game:e}){let t=Dt(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,r=()=>Z(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Se(e.ruleset)}</strong>
      <span> · ${o("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${U("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${U("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${U("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${U("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${o("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${Bo(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${r}>${t?o("Open your game"):o("Join")}</button>
  </li>`}function Yo(){let[e,t]=y(null),[n,a]=y(""),[s,r]=y(""),[l,c]=y(!1),d=P(!1),p=P(!0),u=P(1),$=ba(async w=>{if(!d.current){d.current=!0;try{let g=new Set,b=[],_=0,k=null;for(let x=0;x<u.current;x++){let v=await H.lobby(_);for(let N of Array.isArray(v&&v.games)?v.games:[])g.has(N.game)||b.push(N),g.add(N.game);if(k=v&&Number.isInteger(v.next)?v.next:null,k===null)break;_=k}if(!p.current)return;t(b),c(k!==null),a(""),w===!0&&r(U("{n} public game is waiting for players.","{n} public games are waiting for players.",b.length))}catch(g){p.current&&a(Q(g))}finally{d.current=!1}}},[]);S(()=>{p.current=!0,$();let w=setInterval(()=>{document.visibilityState==="visible"&&$()},Wo),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(w),document.removeEventListener("visibilitychange",g)}},[$]);let f=o("Loading…"),h=o("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(w=>i`<${Go} key=${w.game} game=${w} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${o("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${o("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{u.current+=1,$(!0)}}>${o("Show more games")}</button>`}
  </section>`}function Fo(){let[e,t]=y("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&Z(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${o("Join a friend")}</h2>
    <label class="field">
      <span>${o("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${o("Join")}</button>
  </form>`}function Ko(){let[e,t]=y(null),[n,a]=y("");return S(()=>{let s=pn();if(!s.length){t([]);return}H.myGames(s.slice(-200)).then(r=>t(r.games||[]),r=>a(Q(r)))},[]),n?i`<section class="panel"><h2>${o("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${o("My games")}</h2><p>${o("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${o("My games")}</h2>
    ${e.length===0?i`<p>${o("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${C} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Se(s.ruleset)}: ${s.players.map((r,l)=>i`${l?" · ":""}<bdi>${r.name||o("Seat {n}",{n:r.seat+1})}</bdi> ${s.scores[r.seat]??""}`)}
          </${C}>
          <span class="muted"> — ${jo(s.status)}</span>
          ${s.status==="over"&&i` <${C} href=${`/game/${s.game}`}>${o("Score sheet")}</${C}>`}
        </li>`)}
      </ul>`}
  </section>`}var Fa="unoduo.visited";function Vo(){try{let e=localStorage.getItem(Fa);return localStorage.setItem(Fa,"1"),!e}catch{return!1}}var bn=null,Ka=["R7","Y+2","W+4","G+2","BR"];function Jo(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${Ka.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(Ka.length-1)/2}`}>
      <${ne} code=${e} /></span>`)}
  </div>`}function Xo(){let[e,t]=y(et()),[n,a]=y(""),s=P(null),r=()=>{let c=e.trim().slice(0,32);return c?(a(""),He(c),c):(a(o("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${o("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&He(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:r}}function Qo({name:e,first:t}){let[n,a]=y(!1),[s,r]=y(""),l=async()=>{let p=e.check();if(p!==null){a(!0),r("");try{let u=await H.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});xe(u.game,u.seat,u.token,{}),Z(`/game/${u.game}`)}catch(u){r(Q(u,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),Z("/learn")}}>${o("Learn UNO Duo")}</a>`,d=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${o("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${Jo} />
    <div class="welcome-text">
      <h1>${o("UNO Duo")}</h1>
      <p class="tagline" data-testid="tagline">${o("UNO for two: draft your hand, volley Draw 2s, dump a colour with a Reverse; the lower total wins.")}</p>
      ${e.field}
      <div class="welcome-actions" data-testid="welcome-actions">
        ${t?i`${c}${d}`:i`${d}${c}`}
      </div>
      <p class="muted welcome-note">${o("Play a bot now: UNO Duo against the Easy bot, the official rules.")}
        ${" "}<${C} href="/rules" testid="home-rules">${o("Rules and words of the game")}</${C}></p>
      ${s&&i`<p class="error" role="alert" data-testid="play-now-error">${s}</p>`}
    </div>
  </section>`}function Va(){S(()=>{document.title=o("UNO Duo")},[]),bn===null&&(bn=Vo());let e=Xo();return i`<main class="page home" data-testid="home">
    <${Qo} name=${e} first=${bn} />
    <${Ya} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${o("More ways to play")}</h2>
            <span class="muted">${o("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${Ia} checkName=${e.check} />
        </details>
        <${Fo} />
      </div>
      <div>
        <${Yo} />
        <${Ko} />
      </div>
    </div>
  </main>`}function Le(){let[e,t]=y(Ta());return S(()=>Ra(t),[]),e}function gt(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Ye(e){return Q(e,"account")}function vn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?o("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${o("(provisional)")}</span>`}</span>`}function Zo(){let[e,t]=y("login"),[n,a]=y(""),[s,r]=y(""),[l,c]=y(""),[d,p]=y(!1),u=async f=>{f.preventDefault(),p(!0),c("");try{await za(e,n.trim(),s),Z("/rated")}catch(h){c(Ye(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${u} data-testid="account-form" data-mode=${e}>
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
    <button type="submit" class="primary" disabled=${d} data-testid="account-submit">
      ${$?o("Create an account"):o("Log in")}</button>
    ${l&&i`<p class="error" role="alert" data-testid="account-error">${l}</p>`}
    <p class="muted hint">${o("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`}function es(){let[e,t]=y(""),[n,a]=y(""),[s,r]=y(""),[l,c]=y("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),r("");try{await H.changePassword(e,n),t(""),a(""),r(o("Password changed. Other devices are logged out."))}catch(u){c(Ye(u))}}} data-testid="password-form">
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
  </form>`}function ts(){let[e,t]=y(""),[n,a]=y(!1),[s,r]=y("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),r("");try{await Aa(e),Z("/")}catch(d){r(Ye(d))}}} data-testid="delete-form">
    <h2>${o("Delete the account")}</h2>
    <p class="muted">${o("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${o("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${o("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function Ja(){let e=Le();if(S(()=>{document.title=o("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${o("Account")}</h1><${Zo} /></main>`;let t=async()=>{await Ma(),Z("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${o("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${o("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${C} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${o("Your profile")}</${C}></p>
      <button type="button" data-testid="logout" onClick=${t}>${o("Log out")}</button>
    </section>
    <${es} />
    <${ts} />
  </main>`}function ns({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${o("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,r=300,l=80,c=h=>n.length===1?0:h*r/(n.length-1),d=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${d(h).toFixed(1)}`).join(" "),u=o("Rating after each rated game of {system}: {ratings}",{system:gt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>d(h)>l/2?d(h)-9:d(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${r+8} ${l+16}`} role="img" aria-label=${u}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${d(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function as(e){return e.status!=="over"?o("In progress"):e.winner===null||e.winner===void 0?o("No winner"):e.winner===e.seat?o("Won"):o("Lost")}function rs({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Se(e.ruleset)}</strong>${a}${t.map((s,r)=>i`${r?", ":""}<bdi>${s.kind==="bot"?o("Bot ({level})",{level:Ge(s.difficulty)}):s.name}</bdi>`)}${a}${as(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${o("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${C} href=${`/replay/${e.game}`}>${o("Replay")}</${C}>`}
  </li>`}function Xa({name:e}){let[t,n]=y(null),[a,s]=y("");return S(()=>{document.title=e,n(null),H.profile(e).then(n,r=>s(Ye(r)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(r=>i`<section class="panel" data-testid=${"profile-"+r}>
        <h2>${gt(r)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${vn} rating=${t.ratings[r]} testid=${"rating-"+r} />
          <span class="muted"> ± ${t.ratings[r].deviation}</span></bdi></p>
        <p class="muted">${U("{n} rated game","{n} rated games",t.ratings[r].games)}</p>
        <${ns} points=${t.history[r]} system=${r} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${o("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${o("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(r=>i`<${rs} key=${r.game} game=${r} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${o("Loading…")}</p></main>`}function Qa(){let[e,t]=y("duo"),[n,a]=y(null),[s,r]=y("");return S(()=>{document.title=o("Leaderboard")},[]),S(()=>{a(null),H.leaderboard(e).then(a,l=>r(Ye(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${o("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${gt(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${o("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${o("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${o("Player")}</th><th>${o("Rating")}</th><th>${o("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${C} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${C}></td>
            <td><${vn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${o("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${o("Bots")}</h2>
      <p class="muted">${o("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Ge(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var os=1e3;function Za(){let e=Le(),[t,n]=y("duo"),[a,s]=y(4),[r,l]=y(!1),[c,d]=y(null),[p,u]=y(""),$=P(!0);if(S(()=>{document.title=o("Rated play")},[]),S(()=>{if($.current=!0,!e)return;let g=async()=>{try{let _=await H.queueStatus();if(!$.current)return;if(_.status==="matched"){xe(_.game,_.seat,_.token,{}),Z(`/game/${_.game}`);return}d(_)}catch(_){$.current&&u(Ye(_))}};g();let b=setInterval(g,os);return()=>{$.current=!1,clearInterval(b)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${o("Rated play")}</h1>
      <section class="panel"><p>${o("Rated games need an account, so that your rating follows you.")}</p>
      <p><${C} href="/account" testid="rated-login">${o("Log in or create an account")}</${C}></p></section></main>`;let f=async g=>{g.preventDefault(),u("");try{d(await H.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:r}))}catch(b){u(Ye(b))}},h=async()=>d(await H.leaveQueue()),m=c&&c.status==="waiting",w=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${o("Rated play")}</h1>
    <p>${o("Your rating")}: <${vn} rating=${w} testid="my-rating" />${" · "}<${C}
      href=${`/players/${encodeURIComponent(e.name)}`}>${o("Your profile")}</${C}>${" · "}<${C}
      href="/leaderboard">${o("Leaderboard")}</${C}></p>
    ${m?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${o("Looking for players…")}</h2>
        <p>${gt(c.mode)}${c.mode==="classic"?" · "+U("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${U("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${o("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${o("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${o("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${gt(g)}</label>`)}
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
  </main>`}var ss=2,is=4e3,ls=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function cs(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Fe=null;function ds(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function er(){if(Fe||!window.unoduoEarlySocket)return;Fe=window.unoduoEarlySocket,window.unoduoEarlySocket=null;let e=Fe;setTimeout(()=>{Fe===e&&(Fe=null,e.socket.close())},1e4)}function tr(e){return e.type==="error"&&ls.has(e.code)}function nr(e){try{return JSON.parse(e.data)}catch{return null}}function us(e){let t=Fe;if(Fe=null,!t)return null;let n=t.hello;if(!["protocol","game","token","spectate","code","lang"].every(r=>(n[r]??null)===(e[r]??null)))return t.socket.close(),null;let s=t.messages.some(r=>{let l=nr(r);return l!==null&&tr(l)});return t.socket.readyState>WebSocket.OPEN&&!s?null:t}var Ht=class{constructor(t,n,a,s,r=null){this.game=t,this.token=n,this.code=r,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return ds()}connect(){if(this.closed)return;this.onStatus("connecting");let t={type:"hello",protocol:ss,game:this.game,lang:pe()};this.token?t.token=this.token:t.spectate=!0,!this.token&&this.code&&(t.code=this.code);let n,a=null;try{a=us(t),n=a?a.socket:new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=n;let s={round:null,events:[],previous:[]},r=()=>n.send(JSON.stringify(t));a||n.addEventListener("open",r);let l=c=>{let d=nr(c);if(d!==null){if(tr(d)&&(this.closed=!0,this.onStatus("closed")),d.type==="state"&&d.view&&(s=cs(d,s),s===null)){n.close();return}d.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(d)}};if(n.addEventListener("message",l),a){n.onmessage=null;for(let c of a.messages)l(c)}n.addEventListener("close",()=>{this.stopPing(),this.socket===n&&(this.socket=null,!this.closed&&this.scheduleRetry())}),n.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(is,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function ps({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${o("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${o("Game")}</dt>
      <dd data-testid="join-ruleset">${Se(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${U("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${o("Bots")}</dt>
        <dd>${U("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${o("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${o("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?o("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${L(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function ar({code:e}){let[t,n]=y(et()),[a,s]=y(null),[r,l]=y(""),[c,d]=y(""),[p,u]=y(!1);S(()=>{let h=Dt(e);if(h){Z(`/game/${h}`,!0);return}let m=!0;return H.invitation(e).then(w=>{m&&s(w)},w=>{m&&l(Q(w))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){d(o("Type your name first: the other players see it."));return}u(!0),d("");try{He(m);let w=await H.join(e,m);xe(w.game,w.seat,w.token,{joined_with:e.toUpperCase()}),Z(`/game/${w.game}`,!0)}catch(w){d(Q(w)),u(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${o("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${ps} invite=${a} />`}
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
  </main>`}function se(e,t,n){if(t==null)return"";if(n!=null&&t===n)return o("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${L(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:o("Seat {n}",{n:t+1})}var fs=["best","good","inaccuracy","mistake","blunder"],yt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},or=new Set(["inaccuracy","mistake","blunder"]),hs=5,$s=400;function Wt(e,t){switch(e&&e.code){case"too_many_reviews":return o("You already have a review in progress: wait until it is ready.");case"reviews_busy":return o("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return o("The review failed; try again.");case"review_timeout":return o("The review took too long and was stopped; try a smaller budget.");case"hints_off":return o("Hints are only for games against bots: another person plays here.");case"hints_rated":return o("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return o("The coach is still thinking about your last hint.");case"hints_busy":return o("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return o("The coach could not work out a hint; try again.");case"too_many_hints":return o("Too many hints: try again in a moment.");case"not_playing":return o("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?o("Too many reviews: try again later."):Q(e,t);default:return Q(e,t)}}function wn(){S(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Bt(e){switch(e){case"best":return o("Best");case"good":return o("Good");case"inaccuracy":return o("Inaccuracy");case"mistake":return o("Mistake");case"blunder":return o("Blunder");default:return e}}function Oe(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function ms(){let e=(Be().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(r=>r.budget===a.budget)===s)}function gs(e){return e==="quick"?o("Quick"):e==="deep"?o("Deep"):o("Standard")}function ys(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=Ue(e);if(s&&a.includes(s.seat))return s.seat;let r=t.find(l=>l.kind==="human");return r?r.seat:0}function bs(e,t,n,a){let[s,r]=y({status:"loading"}),[l,c]=y(""),d=P(null),p=P(0),u=(f,h)=>{f.then(m=>{h===p.current&&(r(m),c(""),(m.status==="queued"||m.status==="running")&&(d.current=setTimeout(()=>u(H.review(e,t,n),h),$s)))},m=>{h===p.current&&(c(Wt(m,"review")),r(w=>w.status==="loading"?{status:"none"}:w))})};return S(()=>{p.current+=1;let f=p.current;return r({status:"loading"}),c(""),u(a?H.askReview(e,t,n):H.review(e,t,n),f),()=>{p.current+=1,clearTimeout(d.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(d.current),p.current+=1,r(f=>({...f,status:"queued",queue_position:null})),u(H.askReview(e,t,n),p.current)}}}function sr({replay:e,game:t,at:n,go:a}){wn();let s=e.players,[r,l]=y(()=>ys(t,s)),c=De(ms,[]),[d,p]=y(()=>(c.find(b=>b.key==="standard")||c[0]).key),u=(c.find(b=>b.key===d)||c[0]).budget,$=De(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=bs(t,r,u,$),w=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${o("The coach's review")}</h2>
      <label>${o("Player")}
        <select data-testid="review-seat" value=${String(r)} onChange=${b=>l(Number(b.target.value))}>
          ${s.map(b=>i`<option value=${String(b.seat)} selected=${b.seat===r}>${se(s,b.seat,null)}</option>`)}
        </select></label>
      <label>${o("Depth")}
        <select data-testid="review-budget" value=${d} onChange=${b=>p(b.target.value)}>
          ${c.map(b=>i`<option value=${b.key} selected=${b.key===d}>${gs(b.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${o("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${o("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Wt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${vs} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${o("Loading…")}</p>`}
    ${w&&i`<${_s} review=${w} replay=${e} at=${n} go=${a} seat=${r} />`}
  </section>`}function vs({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?o("Waiting for the coach: number {n} in line",{n:e.queue_position}):o("Waiting for the coach…"):t?n=o("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=o("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function ws(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function _s({review:e,replay:t,at:n,go:a,seat:s}){let[r,l]=y("match"),c=e.decisions||[],d=ws(c,n),p=c.filter($=>$.judged&&or.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,hs),u=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${o("{name}: accuracy {n}%",{name:se(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${o("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${r==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${o("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${r==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${o("the round")}</label>
    </div>
    <${xs} decisions=${c} replay=${t} at=${n} go=${a} measure=${r} current=${d} />
    <${ks} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${o("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${o("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>u($)}
          aria-current=${d===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${yt[$.label]}</span>
          ${o("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Bt($.label),loss:Oe($.loss)})}</button>`)}</div>`}
    </div>
    <${Ss} decision=${d} at=${n} />
    <${Cs} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function ks({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${o("Labels")}>
    ${fs.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${yt[t]}</span>
      ${o("{label}: {n}",{label:Bt(t),n:e[t]||0})}</li>`)}
  </ul>`}var rr=6,ze=e=>rr+(100-2*rr)*(1-e);function xs({decisions:e,replay:t,at:n,go:a,measure:s,current:r}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",d=P(null),p=P(!1),u=(v,N)=>s==="match"?v[N==="before"?"match_before":"match_after"]:v[N==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,w=null;for(let v of e){let N=1e3*v.index/l,T=1e3*(v.index+1)/l,B=2*ze(u(v,"before")),E=2*ze(u(v,"after")),K=h===null||s==="round"&&v.round!==h;$+=`${K?"M":"L"}${N.toFixed(1)} ${B.toFixed(1)}L${T.toFixed(1)} ${E.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${N.toFixed(1)} ${B.toFixed(1)}L${T.toFixed(1)} ${E.toFixed(1)}`,m===null&&(m=N),w=T),h=v.round}let g=(2*ze(0)).toFixed(1);f&&(f+=`L${w.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let b=r||e.find(v=>v.index>=n)||e[e.length-1];ce(()=>{if(!p.current||!d.current)return;p.current=!1;let v=d.current.querySelector("[tabindex='0']");v&&v.focus({preventScroll:!0})});let _=v=>{let N=e.indexOf(b),T=c?"ArrowLeft":"ArrowRight",B=c?"ArrowRight":"ArrowLeft",E=null;if(v.key===T)E=e[Math.min(e.length-1,N+1)];else if(v.key===B)E=e[Math.max(0,N-1)];else if(v.key==="Home")E=e[0];else if(v.key==="End")E=e[e.length-1];else return;v.preventDefault(),v.stopPropagation(),E&&(p.current=!0,a(E.index+1))},k=v=>`${100*v/l}%`,x=e.map(v=>{let N=jt(v,v.action),T=N?L(N.label):v.action;return o("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:v.index+2,what:T,label:Bt(v.label),before:Oe(u(v,"before")),after:Oe(u(v,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(v=>i`<span key=${v}
      style=${`inset-block-start: ${ze(v)}%`}>${100*v}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*ze(1)} x2="1000" y2=${2*ze(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*ze(0)} x2="1000" y2=${2*ze(0)} class="review-edge"
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
      <div class="review-dots" ref=${d} role="group" aria-label=${o("Decisions on the graph")}
          onKeyDown=${_}>
        ${e.map((v,N)=>{let T=x[N];return i`<button type="button" key=${v.index} class=${"review-dot label-"+v.label+(v.judged?"":" unjudged")+(v===b?" selected":"")}
            style=${`inset-inline-start: ${k(v.index+1)}; inset-block-start: ${ze(u(v,"after"))}%`}
            tabindex=${v===b?"0":"-1"} aria-label=${T} title=${T}
            aria-current=${v===r?"step":null} data-testid="review-dot" data-step=${v.index+1}
            data-label=${v.label} onClick=${()=>a(v.index+1)}
            ><span aria-hidden="true">${v.judged?yt[v.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function jt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function tt({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,r)=>i`<${ne} key=${r} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${$e(e.color)}></span>`}
    <span class="review-choice-label">${L(e.label)}</span></span>`}function Ss({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${o("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(r=>r.action!==n.action&&r.action!==n.best),s=r=>(n.alternatives||[]).find(l=>l.action===r);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${yt[n.label]?`${yt[n.label]} `:""}${Bt(n.label)}</span>
      ${o("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${o("Played")}</dt>
      <dd><${tt} choice=${jt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${o("{n}% to win the round",{n:Oe(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${o("Best")}</dt>
      <dd><${tt} choice=${jt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${o("{n}% to win the round",{n:Oe(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${o("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${o("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${o("It cost {n} points of round-win chance (±{se}).",{n:Oe(n.loss),se:Oe(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${o("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${U("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(r=>i`<li key=${r.action}><${tt} choice=${jt(n,r.action)}
        action=${r.action} /> <span class="review-chance">${o("{n}% to win the round",{n:Oe((s(r.action)||r).win)})}</span></li>`)}</ul></details>`}
  </div>`}function Cs({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(r=>r.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${o("Rounds")}</caption>
    <thead><tr><th scope="col">${o("Round")}</th><th scope="col">${o("Accuracy")}</th>
      <th scope="col">${o("Result")}</th><th scope="col">${o("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let r=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&or.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${r?i`<a href="#" onClick=${c=>{c.preventDefault(),t(r.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?o("won"):o("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var ir=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function lr(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function cr(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${o("No hints in a rated game: the coach can review it once it is over.")}</p>`}function _n(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Wt(t,"hint")}}function dr({hint:e,onAsk:t,disabled:n}){wn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?o("The coach is thinking…"):o("Hint")}</span></button>`}function nt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Ts(e){let t=e&&(e.actions||[]).find(n=>n.action===e.best);return t?{round:t.round_win,match:t.match_win}:{round:e.round_win,match:e.match_win}}var Rs="(max-width: 1099px)",Es=8;function zs(){let[e,t]=y(null);return ce(()=>{let n=()=>{if(typeof matchMedia!="function"||!matchMedia(Rs).matches){t(null);return}let a=0;for(let r of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]"))a=Math.max(a,r.getBoundingClientRect().bottom);let s=Math.round(a+Es);t(r=>r===s?r:s)};return n(),addEventListener("resize",n),()=>removeEventListener("resize",n)}),e}function ur({hint:e,choices:t,onClose:n,onPlay:a}){let s=P(null),r=zs();S(()=>{s.current&&s.current.focus({preventScroll:!0});let $=f=>{f.key==="Escape"&&(f.preventDefault(),n())};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]);let l=new Map((t||[]).map($=>[$.action,$])),c=e.status==="ready"?e.data:null,d=c?c.actions.slice().sort(($,f)=>f.round_win-$.round_win):[],p=c&&c.best?l.get(c.best):null,u=c?Ts(c):null;return i`<section class=${"overlay hint-panel"+(r!==null?" hint-sheet":" hint-side")}
      role="dialog" aria-modal="false" aria-labelledby="hint-title"
      style=${r!==null?`--sheet-top: ${r}px`:null}
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${o("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${o("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${c&&i`<p class="hint-best" data-testid="hint-best" data-action=${c.best}>${o("Suggested:")}
      <${tt} choice=${p} action=${c.best} /></p>
      <p class="muted" data-testid="hint-headline" data-round=${nt(u.round)}>${o("Your chance to win this round: {round}% · the match: {match}%",{round:nt(u.round),match:nt(u.match)})}</p>`}
    </div>
    ${c&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${o("Every choice")}>
      ${d.map($=>i`<li key=${$.action} class=${$.action===c.best?"is-best":""}
          data-testid="hint-choice" data-action=${$.action} data-win=${$.round_win}>
        <${tt} choice=${l.get($.action)} action=${$.action} />
        <span class="hint-bar" role="img" aria-label=${o("{n}% to win the round",{n:nt($.round_win)})}>
          <span style=${`inline-size: ${nt($.round_win)}%`}></span><b aria-hidden="true">${nt($.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted hint-worlds">${o("Estimated from {n} random deals of the cards you cannot see.",{n:c.worlds})}</p>`}
    <div class="controls">
      ${c&&p&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(c.best)}>${o("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${o("Close")}</button>
    </div>
  </section>`}function at({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,u)=>u),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),r=a.map(p=>e.start_scores?e.start_scores[p]:0),l=r.some(p=>p!==0),c=e.rounds.map((p,u)=>{p.points.forEach((f,h)=>{r[h]+=f});let $=r.slice();return i`<tr data-testid=${"score-round-"+(u+1)}>
      <th scope="row">${o("Round {n}",{n:u+1})}${p.blocked?i` <span class="muted">${o("(blocked)")}</span>`:""}</th>
      ${a.map(f=>i`<td>${p.points[f]} <span class="muted">(${$[f]})</span>${p.out===f?i` <span class="out-mark" title=${o("went out")} aria-label=${o("went out")}>★</span>`:""}</td>`)}
    </tr>`}),d=e.ruleset!=="classic";return i`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${o("Score sheet")}</h2>
    <p class="muted">${d?o("The match ends when a total reaches {n}; the lower total wins.",{n:s}):o("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${o("Round")}</th>
          ${a.map(p=>i`<th scope="col"><bdi>${se(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${o("Start")}</th>${a.map(p=>i`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${o("Total")}</th>
          ${a.map(p=>i`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${o("No round finished yet.")}</p>`}
  </section>`}var En={};Yn(En,{celebrate:()=>Rn,countUp:()=>Os,createStateQueue:()=>Is,finishAll:()=>Gt,flip:()=>Tn,pulse:()=>Ps,reducedMotion:()=>rt,revealHand:()=>Ns,shake:()=>Ls,snapshot:()=>Cn});var Sn="cubic-bezier(0.2, 0.8, 0.2, 1)",pr="cubic-bezier(0.45, 0, 0.25, 1)";var xn=new Set;function rt(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function bt(e){return!!e&&typeof e.animate=="function"&&!rt()}function Ve(e,t,n){let a=e.animate(t,n);return xn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{xn.delete(a)})}function Gt(){for(let e of Array.from(xn))try{e.finish()}catch{e.cancel()}}function vt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Ke=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function Cn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,vt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,vt(n));return t}function fr(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),r=s?vt(s):t.get(`anchor:${n}`);if(!r)return null;let l=a.boxWidth,c=a.boxHeight,d=Ke(r);return{left:d.x-l/2,top:d.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function Ms(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function kn(e,t,n,a){let s=Ke(t),r=Ke(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,d=Ms(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",u={transform:`translate(${s.x-r.x}px, ${s.y-r.y}px)${p} ${d}`.trim(),zIndex:20},$={transform:d||"none",zIndex:20};return a&&(u.opacity=.2,$.opacity=1),[u,$]}var we=null;function mr(){return we&&we.isConnected||(we=document.createElement("div"),we.className="motion-layer",we.setAttribute("aria-hidden","true"),Object.assign(we.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(we)),we}function gr(){we&&!we.firstChild&&(we.remove(),we=null)}function As(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),mr().appendChild(t),t}function Tn(e,t,n={}){if(!e||!t||rt()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,r=n.leave||"discard",l=[],c=new Set,d=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let w=t.get(m);if(w){let g=vt(h);(Math.abs(Ke(w).x-Ke(g).x)>1||Math.abs(Ke(w).y-Ke(g).y)>1||Math.abs(w.boxWidth-g.boxWidth)>1)&&bt(h)&&l.push(Ve(h,kn(h,w,g,!1),{duration:a,easing:pr}))}else h.dataset.from&&d.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let u=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of d){let m=u(h.dataset.from);if(!m||!bt(h))continue;let w=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=w?p.findIndex(v=>v.code===w&&v.anchor===m):-1,g<0&&(g=p.findIndex(v=>v.anchor===m&&!v.code)),g<0&&w&&(g=p.findIndex(v=>v.code===w)));let b=null;g>=0&&(b=p[g],p.splice(g,1));let _=vt(h);if(b||(b=fr(e,t,m,_)),!b)continue;let k=$.get(m)||0;$.set(m,k+1);let x=Math.min(k*s,280);l.push(Ve(h,kn(h,b,_,m==="draw"),{duration:a,delay:x,easing:Sn,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return r==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let w=fr(e,t,"discard",h);if(!w)return;let g=As(h),[b,_]=kn(g,w,h,!1),k=[{..._,opacity:1},{...b,opacity:1,offset:.8},{...b,opacity:0}],x=Math.min(m*s,280);l.push(Ve(g,k,{duration:a,delay:x,easing:pr,fill:"both"}).then(()=>{g.remove(),gr()}))}),Promise.all(l).then(()=>{})}function Ps(e){return bt(e)?Ve(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:Sn,composite:"add"}):Promise.resolve()}function Ls(e){return bt(e)?Ve(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function Os(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},r=Math.max(0,Math.min(Number(a)||0,1200));return rt()||r===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),d=p=>{let u=Math.min(1,(p-c)/r),$=1-(1-u)**3;s(u>=1?n:Math.round(t+(n-t)*$)),u>=1?l():requestAnimationFrame(d)};requestAnimationFrame(d)}))}function Ns(e){if(!bt(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>Ve(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:Sn,fill:"backwards",composite:"add"}))).then(()=>{})}var hr=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],$r=["■","▲","●","◆","★"];function Rn(e){if(rt()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),r=mr(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",r.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),d=[];for(let p=0;p<c;p+=1){let u=document.createElement("span"),$=hr[p%hr.length],f=p%3===0;Object.assign(u.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(u.textContent=$r[p%$r.length]),l.appendChild(u);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),w=(Math.random()-.5)*720,g=1200+Math.random()*600;d.push(Ve(u,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${w/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${w*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${w}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(d).then(()=>{l.remove(),gr()})}function Is(e,t={}){let n=[],a=null,s=0,r=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function d(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||rt();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Gt()}a=null}function p(){return s=r,Gt(),$()}function u(f){n.push(f),r+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,r-1),Gt()),a||(a=d())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:u,flush:p,idle:$,pending:()=>n.length}}var Pn={};Yn(Pn,{SOUND_NAMES:()=>Ds,isMuted:()=>Ws,onMutedChange:()=>Gs,playSound:()=>Vs,renderSound:()=>Js,setMuted:()=>Bs,soundReady:()=>Ys});var wr="unoduo.muted",Ds=["play","draw","turn","uno","win","lose","shuffle","deal"],qs={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},Us=.85,Hs=2.2,me=null,Mn=!1,_t=js(),yr=new Map,zn=new Set;function js(){try{return localStorage.getItem(wr)==="1"}catch{return!1}}function Ws(){return _t}function Bs(e){_t=!!e;try{localStorage.setItem(wr,_t?"1":"0")}catch{}for(let t of Array.from(zn))try{t(_t)}catch(n){console.error(n)}}function Gs(e){return zn.add(e),()=>zn.delete(e)}function Ys(){return Mn&&me!==null}function Fs(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function br(){Mn=!0;try{if(!me){let e=Fs();if(!e)return;me=new e({latencyHint:"interactive"})}me.state==="suspended"&&typeof me.resume=="function"&&me.resume().catch(()=>{})}catch{me=null}}typeof window<"u"&&(window.addEventListener("pointerdown",br,{capture:!0,passive:!0}),window.addEventListener("keydown",br,{capture:!0,passive:!0}));function _r(e,t,n,a){let s=e.createGain();s.gain.value=Us,s.connect(a),An[t](e,n,s)}function Ne(e,t,{at:n,freq:a,peak:s=.3,attack:r=.01,decay:l=.3,type:c="sine",glide:d=0,partials:p=[]}){let u=e.createGain();u.gain.setValueAtTime(1e-4,n),u.gain.linearRampToValueAtTime(s,n+r),u.gain.exponentialRampToValueAtTime(1e-4,n+r+l),u.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),d&&m.frequency.exponentialRampToValueAtTime(a*f*d,n+r+l);let w=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),w=g}w.connect(u),m.start(n),m.stop(n+r+l+.02)}}var vr=new WeakMap;function Ks(e){let t=vr.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;vr.set(e,t)}return t}function wt(e,t,{at:n,length:a,from:s,to:r=s,q:l=1.2,peak:c=.35,attack:d=.006,offset:p=0}){let u=e.createBufferSource();u.buffer=Ks(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(r,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*Hs,n+d),f.gain.exponentialRampToValueAtTime(1e-4,n+a),u.connect($),$.connect(f),f.connect(t),u.start(n,p%.5,a+.02)}var Je=e=>440*2**(e/12),An={play(e,t,n){wt(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Ne(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){wt(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Ne(e,n,{at:t,freq:Je(7),peak:.32,attack:.006,decay:.28,partials:a}),Ne(e,n,{at:t+.13,freq:Je(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Ne(e,n,{at:t+s*.08,freq:Je(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Ne(e,n,{at:t+.24,freq:Je(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Ne(e,n,{at:t+s*.11,freq:Je(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Ne(e,n,{at:t+.5,freq:Je(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Ne(e,n,{at:t+s*.17,freq:Je(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);wt(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}wt(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)wt(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function Vs(e){if(_t||!Mn||!me||!Object.prototype.hasOwnProperty.call(An,e))return!1;try{if(me.state==="suspended"&&me.resume().catch(()=>{}),me.state==="closed")return!1;let t=me.currentTime;return t-(yr.get(e)??-1)<.04||(yr.set(e,t),_r(me,e,t+.005,me.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function Js(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(An,e))return null;let a=new n(1,Math.ceil(qs[e]*t),t);return _r(a,e,0,a.destination),a.startRendering()}var Ln=En,Xe=Pn;function Re(e){try{Xe&&Xe.playSound(e)}catch{}}function de(e,...t){try{if(Ln&&typeof Ln[e]=="function")return Ln[e](...t)}catch{}return null}function Ee(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function kr(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ie(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function xr({spectator:e,view:t,target:n,panel:a,toggle:s}){let r=!1;try{r=Xe?Xe.isMuted():!1}catch{r=!1}let[,l]=y(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${o("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Ie(t)?o("Lowest total wins when someone reaches {n}",{n}):o("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${o("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${o("What happened")}</span></button>
    ${Xe&&i`<button type="button" class="tool" aria-pressed=${r?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{Xe.setMuted(!r),l(c=>c+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${r?i`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:i`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${o("Mute")}</span></button>`}
    ${!e&&i`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${o("Settings")}</span></button>`}
  </div>`}function Sr({panel:e,setPanel:t,view:n,players:a,me:s,log:r,rules:l,autoAnswer:c,onAutoAnswer:d,sorted:p,onSorted:u}){return i`<${ot} open=${e==="scores"} title=${o("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${at} view=${n} players=${a} me=${s} />`}
    </${ot}>
    <${ot} open=${e==="log"} title=${o("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${Xs} log=${r} open=${e==="log"} />
    </${ot}>
    <${ot} open=${e==="settings"} title=${o("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${$=>d($.target.checked)} />
        <span>${o("Answer forced moves for me (nothing to choose)")}</span></label>
      ${p!=null&&i`<label class="setting"><input type="checkbox" checked=${p}
        data-testid="setting-sort-hand" onChange=${$=>u($.target.checked)} />
        <span>${o("Sort my hand by colour and number")}</span></label>`}
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${o("Rules of this game")}</h3>
        <ul>${l.map(($,f)=>i`<li key=${f}>${L($)}</li>`)}</ul>
      </section>`}
    </${ot}>`}function ot({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${o("Close")}</button></div>
    ${s}
  </aside>`}function Xs({log:e,open:t}){let n=P(null);return S(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${o("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}var Yt=!1,On=new Set;function Cr(e){if(Yt||e.isComposing||e.key==="Unidentified"||e.key==="Process")return;let t=e.target;if(!(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT"||t.isContentEditable))){Yt=!0,document.documentElement.dataset.keyboard="used";for(let n of Array.from(On))n(!0);removeEventListener("keydown",Cr,!0)}}typeof addEventListener=="function"&&addEventListener("keydown",Cr,!0);function Qs(e){return Yt?(e(!0),()=>{}):(On.add(e),()=>On.delete(e))}function Tr(e){return String(e).replace(/\s*\([A-Z]\)/g,"").replace(/\(([A-Z]), /g,"(")}function Ft(){let[e,t]=y(Yt);return S(()=>Qs(t),[]),e}function Zs(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function Er(e){return e?e.querySelector("button.card:not([disabled])"):null}function zr(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var Mr="unoduo.sortHand",ei={R:0,Y:1,G:2,B:3},ti=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],Rr=37,ni=.56,Ar=24,ai=44;function Pr(){try{return localStorage.getItem(Mr)!=="off"}catch{return!0}}function Lr(e){try{localStorage.setItem(Mr,e?"on":"off")}catch{}}function Nn(e,t){let n=Zs(e,""),a=e.map((r,l)=>({code:r,index:l,key:n[l]}));if(!t)return a;let s=r=>{let{color:l,rank:c,wild:d}=ve(r);return(d?4:ei[l])*100+ti.indexOf(c)};return a.slice().sort((r,l)=>s(r.code)-s(l.code)||r.index-l.index)}function ri(e,t,n){if(!t||!n||e<=1)return{rows:1,fit:null};let a=t-Ar,s=Math.max(1,Math.floor((a-n)/Rr)+1);if(e<=s)return{rows:1,fit:null};let r=Math.floor(a-Rr*(e-1));return r>=ai&&r<n?{rows:1,fit:r}:{rows:Math.ceil(e/s),fit:null}}function oi(e,t){let[n,a]=y({width:0,card:0});return ce(()=>{let s=e.current;if(!s)return;let r=()=>{let c=document.createElement("span");c.className="card card-probe",c.setAttribute("aria-hidden","true"),c.style.cssText="position: absolute; visibility: hidden; pointer-events: none",s.appendChild(c);let d=c.offsetWidth;c.remove();let p=s.clientWidth;a(u=>u.width===p&&u.card===d?u:{width:p,card:d})};if(r(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(r);return l.observe(s),()=>l.disconnect()},[]),n}function Or({view:e,groups:t,mine:n,sending:a,play:s,handRef:r,dumping:l,dumpOrder:c,toggleDump:d,wildCard:p,sorted:u}){let $=e.dump_color,f=document.documentElement.dir==="rtl",h=Ft(),[m,w]=y(null),g=P("mouse");ce(()=>w(null),[e.hand.join(" "),n,l]);let b=z=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(z.key))return;let ee=Array.from(r.current.querySelectorAll("button.card:not([disabled])")),R=ee.indexOf(document.activeElement);if(!ee.length)return;z.preventDefault();let j=R;if(z.key==="Home")j=0;else if(z.key==="End")j=ee.length-1;else{let M=z.key==="ArrowDown"||z.key===(f?"ArrowLeft":"ArrowRight");j=R<0?0:(R+(M?1:-1)+ee.length)%ee.length}ee[j].focus()},_=e.hand.length?U("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:La(e.hand)}):o("Your hand is empty"),k=e.hand.length,x=oi(r,k),v=ri(k,x.width,x.card),N=v.rows,T=Nn(e.hand,u),B=[],E=0;for(let z=0;z<N;z++){let X=Math.floor(k/N)+(z<k%N?1:0);B.push(T.slice(E,E+X)),E+=X}let K=(z,X)=>{if(g.current!=="mouse"&&m!==z.key){w(z.key);return}w(null),X()},ae=!1,re=(z,X,ee)=>{let{code:R,index:j,key:M}=z,G=!1,Y=null,te=!1;if(l){G=ve(R).color===$&&!a;let ke=c.indexOf(j);ke>=0&&(Y=String(ke+1),te=!0)}else G=n&&!a&&t.plays.has(R),te=p===R;let ie=e.drawn===R&&!ae;ie&&(ae=!0);let ue="";if(N===1){let ke=Math.min(3,16/Math.max(ee-1,1)),ge=(ee-1)/2,fe=ge>0?(X-ge)/ge:0,it=(X-ge)*ke*(f?-1:1),lt=Math.round(fe*fe*Math.min(14,ee*1.5));ue=`--rot: ${it.toFixed(2)}deg; --arc: ${lt}px`}let _e=[ie?"card-drawn":"",m===M&&G?"card-lifted":""].join(" ");return i`<${ne} key=${M} code=${R} cardKey=${M} from="draw"
      onPlay=${l?()=>d(j):()=>K(z,()=>s(R))}
      disabled=${!G} badge=${Y} selected=${te} style=${ue}
      extraClass=${_e} testid=${"hand-card-"+R} />`};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${U("Your hand ({n} card)","Your hand ({n} cards)",k)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${o("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+(k>14&&N===1?" hand-many":"")+(N>1?" hand-rows":"")+(v.fit?" hand-fit":"")} data-sorted=${u?"true":"false"}
        ref=${r} onKeyDown=${b} data-testid="hand" data-rows=${N}
        onPointerDown=${z=>{g.current=z.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{g.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(k,1)}; --row-show: ${ni}; --hand-ends: ${Ar}px`+(v.fit?`; --fit-w: ${v.fit}px`:"")}>
      ${N===1?T.map((z,X)=>re(z,X,k)):B.map((z,X)=>i`<div class="hand-row" key=${"row-"+X} style=${`--n: ${Math.max(z.length,1)}`}>
          ${z.map((ee,R)=>re(ee,R,z.length))}</div>`)}
    </div>
    ${n&&!l&&h&&i`<p class="hint" data-testid="key-hint">${o("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function Nr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:r,rated:l,controls:c}){let d=e.view,p=d.seat,u=c.sending,$=Ft(),f=L(e.prompt);return i`<section class="prompt" data-testid="prompt" aria-label=${o("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${$?f:Tr(f)}</p>
    ${n&&d.decision==="challenge"&&i`<${si} view=${d} />`}
    ${e.deadline&&!d.match_over&&i`<${In} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!d.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(L).join(" ")}</p>`}
    ${n&&!a&&i`<${ii} ...${c} />`}
    ${Ee(e)&&!a&&lr(t,p)&&(l?i`<${cr} />`:i`<${dr} hint=${s} onAsk=${r} disabled=${u} />`)}
  </section>`}function In({deadline:e,mine:t}){let[n,a]=y(Date.now());S(()=>{let r=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(r)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?U("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):U("{n} second left","{n} seconds left",s)}</p>`}function si({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(r=>r.kind==="play"||r.kind==="color"),s=n&&!ve(n).wild?ve(n).color:null;if(!s&&a.length>=2)for(let r=a.length-2;r>=0;r--){let l=a[r].info;if(typeof l=="number"&&l>=0){s=qt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${je[s]} </span>${o("Colour before the Wild Draw 4: {color}",{color:$e(s)})}</p>`:null}function ii(e){let{view:t,groups:n,send:a,sending:s,unoArmed:r,setUnoArmed:l,dumpMode:c,setDumpMode:d,dumping:p,dumpReady:u,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,w=(b,_,k)=>{let x=m.get(b),v=x.key?x.key.toUpperCase():"";return i`<button type="button" class=${k?"primary":""}
    disabled=${s} data-testid=${_} onClick=${()=>a(x.action)}
    data-autofocus=${k?"true":null}>${L(x.label)}${v&&i` <kbd aria-hidden="true">${v}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${o("Candidate card:")}</p>
      <${ne} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(w("keep","action-keep",!0)),m.has("reject")&&g.push(w("reject","action-reject")),n.colors.length){let b=_=>{let k=n.colors.find(x=>x.color===_);k&&a(k.action)};g.push(i`<${Dn} title=${o("Name the colour")} onPick=${b} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(w("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(w("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(w("challenge","action-challenge")),m.has("accept")&&g.push(w("accept","action-accept",!0)),m.has("catch")&&g.push(w("catch","action-catch",!0)),m.has("ignore")&&g.push(w("ignore","action-ignore"));for(let[b,_]of m)_.kind==="swap"&&g.push(w(b,"action-"+b.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>d(!0)}>
      ${o("Dump your {color} cards",{color:$e(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${U("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:$e(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!u||s} data-testid="action-dump"
        onClick=${()=>a($())}>${o("Dump them in this order")}</button>
      ${f.length>1&&i`<button type="button" onClick=${h} data-testid="dump-clear">
        ${o("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{h(),d(!1)}}
        data-testid="dump-cancel">${o("Cancel the dump")}</button>`}
      ${m.has("nodump")&&w("nodump","action-nodump",!1)}
      </div>
    </div>`),m.has("nodump")&&!p&&g.push(w("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(r?" armed":"")}
      aria-pressed=${r?"true":"false"} data-testid="action-uno" onClick=${()=>l(!r)}>
      ${r?o("UNO! called"):o("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function Dn({title:e,onPick:t,onCancel:n,testid:a}){let s=P(null),r=P({onPick:t,onCancel:n});return r.current={onPick:t,onCancel:n},ce(()=>{s.current&&s.current.focus();let l=c=>{let d=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(qt.includes(d)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),r.current.onPick(d)):c.key==="Escape"&&r.current.onCancel&&(c.preventDefault(),r.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${qt.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${je[l]} </span>${$e(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${o("Cancel")}</button>`}
  </div>`}function Ir({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${o("{name} showed you the hand they held:",{name:se(t,e.seat,n)})}>
    <p>${o("{name} showed you the hand they held:",{name:se(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,r)=>i`<${ne} key=${r} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${o("Close")}</button>
  </section>`}function li(e,t,n,a){let s=e.scores,r=Ie(e),l=r?Math.min(...s):Math.max(...s),c=s.map((p,u)=>p===l?u:-1).filter(p=>p>=0);if(c.length>1)return o("The totals are level");let d=c[0];return r?d===n?o("You are ahead: the lowest total wins, and yours is {n}",{n:l}):o("{name} is ahead: the lowest total wins, and theirs is {n}",{name:se(t,d,n),n:l}):d===n?o("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):o("{name} is ahead: the first to {target} wins, and they have {n}",{name:se(t,d,n),target:a,n:l})}function ci({to:e,testid:t}){let[n,a]=y(e);return S(()=>{de("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function di(e,t){return t.out===null||t.out===void 0?o("The round is blocked: each player scores their own hand"):Ie(e)?o("Going out scores 0; the other players score the cards left in their hands."):o("Going out scores the cards left in the other players' hands.")}function ui({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,r=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${o("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${o("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${ne} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${o("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:r[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${U("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:se(t,l.seat,n),points:r[l.seat]})}</p>`)}
  </div>`}function Dr({info:e,view:t,players:n,me:a,onClose:s,target:r}){let l=P(null);S(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,d=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${o("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${d===null?o("Nobody went out."):d===a?o("You went out!"):o("{name} went out",{name:se(n,d,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${di(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("This round")}</th>
        <th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,u)=>i`<tr class=${u===a?"me":""}>
        <th scope="row"><bdi>${se(n,u,a)}</bdi></th>
        <${ci} to=${p} testid=${"round-points-"+u} />
        <td data-testid=${"round-total-"+u}>${t.scores[u]}</td>
      </tr>`)}</tbody>
    </table>
    <${ui} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${li(t,n,a,r)}</p>
    <p class="muted">${o("The next round is dealt when you are ready.")}</p>
    ${e.deadline&&i`<${In} deadline=${e.deadline} mine=${!0} />`}
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${o("Next round")}</button>
  </section>`}var pi=12,fi=1e3;function hi(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function $i({game:e}){let t=Le(),n=t?t.name:null,[a,s]=y(null);if(S(()=>{if(s(null),!n)return;let c=!1,d=null,p=0,u=()=>{p+=1,p<pi&&(d=setTimeout($,fi))},$=async()=>{try{let f=await H.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&u()}catch(f){!c&&f.code!=="not_rated"&&u()}};return $(),()=>{c=!0,clearTimeout(d)}},[e,n]),!a||!a.rated)return null;let r=a.player,l=null;if(r&&r.rating!==null){let c={rating:r.rating,change:hi(r.change)},d=r.provisional?o("Your rating: {rating} ({change}), provisional",c):o("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${r.rating} data-change=${r.change}
      class=${"rating-change "+(r.change>=0?"up":"down")}
      title=${r.provisional?o("Provisional: a few more rated games are needed."):""}>${d}</p>`}else r&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${o("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?o("Rated game of Classic UNO"):o("Rated game of UNO Duo")}</p>
    ${l}
    ${r&&i`<${C} href=${`/players/${encodeURIComponent(r.name)}`} testid="rated-profile-link">
      ${o("Your profile")}</${C}>`}
  </div>`}function qr({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:r,game:l}){let c=P(null);S(()=>{c.current&&c.current.focus({preventScroll:!0})},[]);let d=e.winner,p=d==null,u,$;p?(u=r?o("The match is over"):o("A draw"),$=o("The match is a draw")):d===n?(u=o("You won"),$=o("You won the match!")):(u=r?o("The match is over"):o("You lost"),$=o("{name} won the match",{name:se(t,d,n)}));let f=p?"draw":d===n?"won":r?"over":"lost",h=t.filter(g=>g.seat!==n&&g.kind==="human"),m=s&&h.some(g=>!g.rematch_requested),w=Ie(e);return i`<section class=${"overlay match-over outcome-"+f} data-testid="match-over"
      data-outcome=${f} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${c} data-testid="match-headline">${u}</h2>
    <p data-testid="match-result" class=${d===n?"celebrate":""}>${$}</p>
    <p class="muted">${w?o("The lowest total wins."):o("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${e.scores.map((g,b)=>i`<tr class=${b===d?"winner":""}>
        <th scope="row"><bdi>${se(t,b,n)}</bdi></th>
        <td data-testid=${"final-score-"+b}>${g}</td></tr>`)}</tbody>
    </table>
    <${$i} game=${l} />
    <details class="match-rounds" open><summary>${o("Every round")}</summary>
      <${at} view=${e} players=${t} me=${n} /></details>
    <div class="controls">
      ${!r&&i`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${o("Rematch")}</button>`}
      <${C} href="/" testid="new-game-link">${o("New game")}</${C}>
      ${!r&&i`<${C} href=${`/replay/${l}?review=${n}`} testid="review-link">
        ${o("Review my decisions")}</${C}>`}
      <${C} href=${`/replay/${l}`} testid="replay-link">${o("Watch the replay")}</${C}>
    </div>
    ${m&&i`<p role="status">${o("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&h.some(g=>g.rematch_requested)&&i`<p role="status">
      ${o("Your opponent asks for a rematch.")}</p>`}
  </section>`}function Kt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${C} href=${a} testid="watch-link">${o("Watch it instead")}</${C}></p>`}
    <p><${C} href="/">${o("Back to the start page")}</${C}></p>
  </main>`}function Ur({status:e}){if(e==="open")return null;let t=e==="closed"?o("Disconnected."):o("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function Hr({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${o("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${mi} welcome=${e} />`:null}
  </section>`}function mi({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=y(""),s=async(d,p)=>{try{await navigator.clipboard.writeText(d),a(p)}catch{a("")}},r=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:o("UNO Duo"),text:o("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
    <h3>${r?o("Public game"):o("Invite a friend")}</h3>
    <p>${r?o("Anyone can join this game from the list of public games. You can also send this link or the join code."):o("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${o("Invite link")}</span>
      <input readonly value=${t} data-testid="invite-link" onFocus=${d=>d.target.select()} />
    </label>
    ${l&&i`<button type="button" class="primary" onClick=${c} data-testid="share-invite">
      ${o("Share the invitation")}</button>`}
    <button type="button" onClick=${()=>s(t,"link")} data-testid="copy-link">${o("Copy the link")}</button>
    <p class="code-line"><span>${o("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${e.join_code}</strong>
      <button type="button" onClick=${()=>s(e.join_code,"code")} data-testid="copy-code">
        ${o("Copy the code")}</button></p>
    ${n&&i`<p role="status">${o("Copied.")}</p>`}
  </div>`}function gi({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function jr({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,r=e.top,l=r&&ve(r).wild,c=e.discard||[],d=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,u=U("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${o("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${gi} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${u} onClick=${n}>
        ${e.draw_pile>0?i`<${We} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&i`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${d.map(($,f)=>{let h=c.length-1-d.length+f;return i`<${ne} key=${"pile-"+h} code=${$} cardKey=${"pile-"+h}
          style=${`rotate: ${p(h)}deg`} />`})}
      ${r?i`<${ne} key=${"pile-"+(c.length-1)} code=${r} named=${l?s:null}
            testid="top-card" cardKey=${"pile-"+(c.length-1)} from=${a}
            style=${`rotate: ${p(c.length-1)/3}deg`} />`:!c.length&&i`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&i`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${je[s]}</span>${$e(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${U("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${r&&i`<p class="visually-hidden" data-testid="top-card-text">${o("Top card: {card}",{card:Pe(r,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${o("Colour: {color}",{color:$e(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?o("Direction: clockwise"):o("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${U("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function Br(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let r=(a+s)%e;r!==t&&n.push(r)}return n}function yi(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function bi({seat:e,view:t,players:n,me:a,many:s,place:r}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],d=t.to_act===e&&!t.match_over,p=se(n,e,a),u=l.kind==="bot"?o("Bot ({level})",{level:Ge(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(d?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${r||""}
      aria-label=${U("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${yi(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${u&&i` <span class="muted">${u}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${o("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${o("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${U("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${o("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>i`<${We} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${d&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function Wr(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,r=t>2?.8:.62;return{x:Math.cos(n(e)),y:r*a(e)/s,angle:n(e)}}function Gr({others:e,view:t,players:n,me:a,many:s}){let r=t.players>2,l=e.length,c=d=>`--x: ${d.x.toFixed(3)}; --y: ${d.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(r?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${r?`--n: ${l}`:""} aria-label=${o("Players")}>
    ${e.map((d,p)=>{let u=Wr(p-.5,l),$=90-u.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&r&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+d}
          style=${`${c(u)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${bi} key=${d} seat=${d}
        view=${t} players=${n} me=${a} many=${s} place=${r?c(Wr(p,l)):""} />`})}
  </ul>`}function vi(e){let t=new Map,n=[],a=[],s=new Map,r=new Map,l=!1;for(let u of e||[])u.uno&&(l=!0),u.key&&!r.has(u.key)&&r.set(u.key,u),u.kind==="play"?(t.has(u.card)||t.set(u.card,[]),t.get(u.card).push(u)):u.kind==="dump"?n.push(u):u.kind==="color"?a.push(u):s.set(u.action,u);let c=e||[],d=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(u=>u.kind==="draw"||u.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:r,draw:p,unoPossible:l,forced:d}}function Yr(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),r=a.find(l=>!l.uno);return n&&s?s.action:r?r.action:s?s.action:null}var Fr="unoduo.autoAnswer";function wi(){try{return localStorage.getItem(Fr)!=="off"}catch{return!0}}function _i(e){try{localStorage.setItem(Fr,e?"on":"off")}catch{}}function st({st:e,players:t,send:n,sending:a,log:s,roundOver:r,closeRoundOver:l,askRematch:c,rematchAsked:d,game:p,reveal:u,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:w,rules:g,lesson:b}){let _=e.view,k=_.seat,x=!(r&&!_.match_over)&&(Ee(e)||kr(e)),v=De(()=>vi(x?e.choices:[]),[e,x]),[N,T]=y(!1),[B,E]=y(null),[K,ae]=y(!1),[re,z]=y([]),[X,ee]=y(null),[R,j]=y(wi()),[M,G]=y(Pr),Y=P(null),te=D=>ee(O=>O===D?null:D),ie=x&&R&&v.forced&&!_.match_over?v.forced:null;ce(()=>{T(!1),E(null),z([]),ae(_.decision==="dump"&&x)},[e.seq]),S(()=>{ie&&n(ie.action,ie)},[e.seq,ie]);let ue=v.dumps.length?v.dumps[0].cards:[],_e=x&&K&&v.dumps.length>0,ke=D=>{if(ve(D).wild){E(D);return}let O=Yr(v.plays.get(D)||[],null,N);O&&n(O)},ge=D=>{let O=Yr(v.plays.get(B)||[],D,N);E(null),O&&n(O)},fe=D=>{let O=`dump ${D.join(" ")}`,F=v.dumps.some(A=>A.uno),oe=v.dumps.some(A=>!A.uno);return F&&(N||!oe)?`${O} uno`:O},it=D=>{if(ue.length===1){n(fe([_.hand[D]]));return}z(O=>O.includes(D)?O.filter(F=>F!==D):O.concat([D]))},lt=()=>fe(re.map(D=>_.hand[D])),Qt=_e&&re.length===ue.length;ce(()=>{let D=O=>{if(O.ctrlKey||O.metaKey||O.altKey)return;let F=O.target;if(F&&(F.tagName==="INPUT"||F.tagName==="SELECT"||F.tagName==="TEXTAREA")||B)return;let oe=O.key.toLowerCase(),A=v.other,J=Qe=>{O.preventDefault(),n(Qe)};if(O.key==="Escape"&&X){O.preventDefault(),ee(null);return}if(oe==="s"){O.preventDefault(),te("scores");return}if(oe==="h"){O.preventDefault(),zr(Y.current,0);return}if(!x||a||ie)return;let le=_.decision==="after_draw"&&(v.plays.get(_.drawn)||[])[0],ye=/^[0-9]$/.test(oe)?oe==="0"?9:Number(oe)-1:-1,St=ye>=0?Nn(_.hand,M)[ye]:null,Ce=oe==="p"?le:ye>=0?St&&(v.plays.get(St.code)||[])[0]:v.keys.get(oe);Ce&&Ce.kind==="play"?(O.preventDefault(),ke(Ce.card)):Ce&&Ce.kind==="dump"?(O.preventDefault(),_.decision==="turn"&&ae(!0)):Ce&&Ce.kind!=="color"&&A.has(Ce.action)?J(Ce.action):oe==="u"&&v.unoPossible&&(O.preventDefault(),T(Qe=>!Qe))};return window.addEventListener("keydown",D),()=>window.removeEventListener("keydown",D)}),S(()=>{if(!x)return;let D=document.activeElement;if(D&&D!==document.body&&document.contains(D))return;let O=document.querySelector("[data-autofocus='true']")||Er(Y.current);O&&O.focus({preventScroll:!0})},[e.seq]);let ct=[..._.events].reverse().find(D=>D.kind==="play"||D.kind==="dump"),Zt=ct?ct.seat===k?"hand":`seat-${ct.seat}`:null,xt=_.options&&_.options.target_score||(_.ruleset==="classic"?500:200),dt=Br(_.players,k),I=dt.length>3,q=k===null;return i`<div class="table">
    <${xr} spectator=${q} view=${_} target=${xt} panel=${X} toggle=${te} />
    <${Gr} others=${dt} view=${_} players=${t} me=${k} many=${I} />
    <${jr} view=${_} canDraw=${x&&!a&&!ie&&!!v.draw}
      onDraw=${()=>n(v.draw.action)} from=${Zt} />
    <${Nr} st=${e} players=${t} mine=${x} autoAction=${ie}
      hint=${f} askHint=${h} rated=${w}
      controls=${{view:_,groups:v,send:n,sending:a,unoArmed:N,setUnoArmed:T,dumpMode:K,setDumpMode:ae,dumping:_e,dumpReady:Qt,dumpAction:lt,dumpCards:ue,clearDump:()=>z([])}} />
    ${k!==null?i`<${Or} view=${_} groups=${v} mine=${x&&!ie} sending=${a} play=${ke}
          handRef=${Y} dumping=${_e} dumpOrder=${re} toggleDump=${it} wildCard=${B}
          sorted=${M} />`:i`<div></div>`}
    ${B&&i`<div class="overlay picker-overlay"><${Dn}
      title=${o("Choose the colour for your {card}",{card:Pe(B)})}
      onPick=${ge} onCancel=${()=>E(null)} testid="wild-color-picker" /></div>`}
    ${u&&i`<${Ir} reveal=${u} players=${t} me=${k} onClose=${$} />`}
    ${f&&x&&i`<${ur} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${D=>{m(),n(D)}} />`}
    ${r&&!_.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${r&&!_.match_over&&i`<${Dr} info=${r} view=${_} players=${t} me=${k}
      onClose=${l} target=${xt} />`}
    ${_.match_over&&!b&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${_.match_over&&!b&&i`<${qr} view=${_} players=${t} me=${k} askRematch=${c}
      rematchAsked=${d} game=${p} spectator=${q} />`}
    <${Sr} panel=${X} setPanel=${ee} view=${_} players=${t} me=${k} log=${s} rules=${g}
      autoAnswer=${R} onAutoAnswer=${D=>{_i(D),j(D)}}
      sorted=${k!==null?M:null} onSorted=${D=>{Lr(D),G(D)}} />
  </div>`}var Kr="unoduo.learn.done",Vt=["duo","classic"];function Vr(){try{let e=JSON.parse(localStorage.getItem(Kr)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function ki(e){let t=Vr();if(!t.has(e)){t.add(e);try{localStorage.setItem(Kr,JSON.stringify([...t]))}catch{}}}function Jr(){S(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Xr(){let[e,t]=y(pe());return S(()=>Ae(n=>t(n)),[]),e}function Qr(e){let[t,n]=y(null),[a,s]=y("");return S(()=>{let r=!0;return Promise.all(Vt.map(l=>H.lessons(l,e))).then(l=>{if(!r)return;let c={};Vt.forEach((d,p)=>{c[d]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{r&&s(Q(l))}),()=>{r=!1}},[e]),{lists:t,error:a}}async function xi(e,t){try{let n=await H.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:et()});xe(n.game,n.seat,n.token,{}),Z(`/game/${n.game}`)}catch(n){t(Q(n,"create"))}}function Si({lists:e,done:t}){let a=Vt.flatMap(r=>e[r]||[]).find(r=>!t.has(r.id));if(!a)return i`<p class="lesson-all-done" data-testid="all-done">${o("You have finished every lesson.")}</p>`;let s=L(a.title);return i`<p class="lesson-continue"><a href=${`/learn/${encodeURIComponent(a.id)}`} class="lesson-continue-button"
      data-testid="continue-lesson" data-lesson=${a.id}
      onClick=${r=>{r.preventDefault(),Z(`/learn/${encodeURIComponent(a.id)}`)}}>
    ${t.size?o("Continue: {title}",{title:s}):o("Start: {title}",{title:s})}</a></p>`}function Zr(){Jr();let e=Xr(),{lists:t,error:n}=Qr(e),a=Vr();return S(()=>{document.title=o("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${o("Learn by playing")}</h1>
    <p class="learn-intro">${o("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${o("Loading…")}</p>`}
    ${t&&i`<${Si} lists=${t} done=${a} />`}
    ${t&&Vt.map(s=>{let r=t[s],l=r.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Se(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${o("{done} of {total} done",{done:l,total:r.length})}</span></h2>
        <ol class="lesson-list">
          ${r.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${C} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${L(c.title)}</strong>
                <span class="lesson-goal">${L(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${o("(done)")}</span>`}
            </${C}></li>`)}
        </ol>
      </section>`})}
  </main>`}function qn(e){return(e.narration||[]).filter(t=>!!t)}function Ci(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function Ti(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=Ci(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",de("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&de("shake",l);return}let r=n.getBoundingClientRect();s.forEach((l,c)=>{let d=a.querySelector(`[data-card="${l}"]`),p=d&&(d.closest("button")||d);if(!p||typeof p.animate!="function")return;let u=p.getBoundingClientRect(),$=r.left+r.width/2-(u.left+u.width/2),f=r.top+r.height/2-(u.top+u.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function Ri({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${o("Lesson")}>
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
  </section>`}function Ei({lesson:e,next:t,ruleset:n}){let a=P(null),[s,r]=y("");return S(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${o("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${L(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>Z(`/learn/${encodeURIComponent(t.id)}`)}>${o("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>xi(n,r)}>${o("Play a bot now")}</button>
      <${C} href="/learn" testid="all-lessons">${o("All lessons")}</${C}>
    </div>
  </section>`}function eo({id:e}){Jr();let t=Xr(),[n,a]=y([]),[s,r]=y(null),[l,c]=y(!1),[d,p]=y(""),[u,$]=y(""),[f,h]=y(null),[m,w]=y([]),[g,b]=y(""),_=P(null),k=P(null),x=P(0),v=P(null),{lists:N}=Qr(t),T=async(j,M)=>{c(!0);let G;try{G=await H.lesson(e,j,pe())}catch(fe){c(!1),fe&&(fe.code==="unknown_lesson"||fe.status===404)?$(o("There is no such lesson.")):p(Q(fe));return}let Y=G.lesson,te=Y.undone?j.slice(0,-1):j,ie=v.current,ue=ie?qn(ie.state).length:0,_e=qn(G.state),ke=_e.length>ue?_e.slice(ue):[];w(ie&&!Y.undone?ke.slice(-3):[]),x.current+=1,k.current={before:de("snapshot",_.current),tried:Y.undone?M:null},a(te),h(Y.undone?M:null),v.current={state:G.state,lesson:Y,seq:x.current},r(v.current),p(""),c(!1),Y.feedback&&Re(Y.feedback.kind==="wrong"?"lose":"turn"),Y.done&&ki(e);let ge=[Y.feedback?L(Y.feedback.text):"",Y.done?L(Y.summary):L(Y.prompt)];b(ge.filter(Boolean).join(" "))};S(()=>{r(null),v.current=null,a([]),h(null),$(""),p(""),T([],null)},[e]),S(()=>{s&&T(n,null)},[t]),ce(()=>{let j=k.current;if(!j)return;k.current=null;let M=_.current;M&&delete M.dataset.takenBack,j.tried?Ti(M,j.tried):j.before&&de("flip",M,j.before,{leave:"none"})},[s&&s.seq]),S(()=>{s&&(document.title=`${L(s.lesson.title)} — ${o("Learn")}`)},[s&&s.seq,t]);let B=j=>{l||!s||s.lesson.done||T(n.concat([j]),j)};if(u)return i`<main class="page" data-testid="lesson-missing"><h1>${u}</h1>
      <p><${C} href="/learn">${o("All lessons")}</${C}></p></main>`;let E=s?Object.assign({},s.state,{lastTold:m}):null,K=s?s.lesson:null,ae=E?E.view.ruleset:"duo",re=N&&N[ae]||[],z=re.findIndex(j=>j.id===e),X=z>=0&&z+1<re.length?re[z+1]:null,ee=E?(E.players||[]).map(j=>j.seat===E.view.seat?j:{...j,kind:"lesson"}):[],R=E?qn(E).map((j,M)=>({key:`l${M}`,say:()=>L(j)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${_}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${E?E.seq:-1} data-decision=${E?E.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${E?E.status:""}
      data-undone=${f?"true":"false"} data-done=${K&&K.done?"true":"false"}
      data-my-turn=${E&&!K.done&&E.view.to_act===E.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${d&&i`<p class="error" role="alert" data-testid="table-error">${d}</p>`}
    ${K&&i`<${Ri} lesson=${K} undone=${f} />`}
    ${E?i`<${st} st=${E} players=${ee} send=${B} sending=${l||K.done} log=${R}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${o("Loading…")}</p>`}
    ${K&&K.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${Ei} lesson=${{...K,id:e}} next=${X} ruleset=${ae} />`}
  </main>`}var zi=8,Un=null;function Mi(){S(()=>{for(let e of["learn.css","puzzles.css"]){let t=new URL(`../css/${e}`,import.meta.url).href;if(!document.querySelector(`link[href="${t}"]`)){let n=document.createElement("link");n.rel="stylesheet",n.href=t,document.head.appendChild(n)}}},[])}function Ai(){let[e,t]=y(pe());return S(()=>Ae(n=>t(n)),[]),e}function Pi(e){let[t,n]=y(null);return S(()=>{let a=!0;return H.puzzleThemes(e).then(s=>{a&&n(s.themes||[])},()=>{a&&n([])}),()=>{a=!1}},[e]),t}function Li(e,t,n){let[a,s]=y(null);return S(()=>{if(!e){s(null);return}let r=!0;return H.myPuzzles(n).then(l=>{r&&s(l)},()=>{r&&s(null)}),()=>{r=!1}},[e&&e.name,t,n]),a}function Oi(e,t,n){return e==="daily"?H.dailyPuzzle(n):e?H.puzzle(e,n):H.nextPuzzle(t,null,n)}function Ni({themes:e,theme:t,onChoose:n}){return!e||!e.length?null:i`<label class="puzzle-theme-choice">
    <span>${o("Theme")}</span>
    <select data-testid="puzzle-theme" value=${t} onChange=${a=>n(a.target.value)}>
      <option value="" selected=${t===""}>${o("Every theme")}</option>
      ${e.map(a=>i`<option key=${a.id} value=${a.id} selected=${t===a.id}>
        ${o("{title} ({n})",{title:a.title,n:a.count})}</option>`)}
    </select>
  </label>`}function Ii({mine:e,account:t,guest:n}){if(t&&e){let a=e.provisional?String(e.rating)+"?":e.rating;return i`<span class="puzzle-standing" data-testid="puzzle-standing" data-kind="account">
      <span data-testid="puzzle-rating">${o("Puzzle rating {n}",{n:a})}</span>
      <span data-testid="puzzle-streak" data-streak=${e.streak}>${o("Streak {n}",{n:e.streak})}</span>
    </span>`}return i`<span class="puzzle-standing" data-testid="puzzle-standing" data-kind="guest">
    <span data-testid="puzzle-streak" data-streak=${n.streak}>${o("Streak {n}",{n:n.streak})}</span>
    ${n.best>0&&i`<span class="muted">${o("Best {n}",{n:n.best})}</span>`}
  </span>`}function Di({puzzle:e,daily:t,themes:n,theme:a,chooseTheme:s,standing:r}){return i`<section class="lesson-callout puzzle-callout" data-testid="puzzle-callout" aria-label=${o("Puzzle")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="puzzle-title">${t?o("Daily puzzle: {theme}",{theme:e.theme_title}):o("Puzzle: {theme}",{theme:e.theme_title})}</h1>
      <span class="lesson-step" data-testid="puzzle-difficulty">
        ${Se(e.ruleset)} · ${o("Difficulty {n}",{n:e.difficulty})}</span>
    </div>
    <p class="lesson-try" data-testid="puzzle-prompt">${e.prompt}</p>
    <div class="puzzle-bar">${r}<${Ni} themes=${n} theme=${a} onChoose=${s} /></div>
  </section>`}function qi({result:e,played:t}){return i`<table class="puzzle-options" data-testid="puzzle-options">
    <caption class="visually-hidden">${o("Win chance of each move")}</caption>
    <thead><tr><th scope="col">${o("Move")}</th><th scope="col">${o("Win chance")}</th></tr></thead>
    <tbody>
      ${e.options.map(n=>{let a=Math.round(100*n.win_chance),s=n.action===e.best,r=n.action===t;return i`<tr key=${n.action} class=${(s?"best ":"")+(r?"played":"")}
            data-testid="puzzle-option" data-action=${n.action} data-best=${s?"true":"false"}
            data-played=${r?"true":"false"}>
          <th scope="row"><bdi>${n.label}</bdi>
            ${s&&i` <span class="option-tag best-tag">${o("best")}</span>`}
            ${r&&i` <span class="option-tag played-tag">${o("your move")}</span>`}</th>
          <td><span class="chance-bar" aria-hidden="true"><span style=${`inline-size:${a}%`}></span></span>
            <span class="chance-number">${o("{n}%",{n:a})}</span></td>
        </tr>`})}
    </tbody>
  </table>`}function Ui({mine:e}){let t=(e&&e.history?e.history:[]).slice(0,zi);return t.length?i`<details class="puzzle-history" data-testid="puzzle-history">
    <summary>${o("Your last puzzles")}</summary>
    <ol>
      ${t.map((n,a)=>i`<li key=${n.id+a} data-testid="puzzle-history-item"
          data-correct=${n.correct?"true":"false"}>
        <span aria-hidden="true" class=${n.correct?"mark-right":"mark-wrong"}>${n.correct?"✓":"✗"}</span>
        <${C} href=${`/puzzles/${encodeURIComponent(n.id)}`}>${o("Puzzle {id}",{id:n.id})}</${C}>
        <span class="visually-hidden">${n.correct?o("(right)"):o("(wrong)")}</span>
        <span class="muted">${o("rating {n}",{n:n.rating_after})}</span>
      </li>`)}
    </ol>
  </details>`:null}function Hi({result:e,played:t,next:n,busy:a,mine:s,account:r,guest:l}){let c=P(null);S(()=>{c.current&&c.current.focus({preventScroll:!0})},[t]);let d=e.rating,p=r?e.streak:l.streak;return i`<section class="overlay puzzle-answer" role="dialog" aria-modal="false" aria-labelledby="puzzle-answer-title"
      data-testid="puzzle-answer" data-correct=${e.correct?"true":"false"}>
    <h2 id="puzzle-answer-title" class=${e.correct?"answer-right":"answer-wrong"} data-testid="puzzle-verdict">
      <span aria-hidden="true">${e.correct?"✓ ":"✗ "}</span>${e.correct?o("Right!"):o("Not the best move")}</h2>
    <p class="puzzle-explanation" data-testid="puzzle-explanation">${e.explanation}</p>
    <${qi} result=${e} played=${t} />
    <p class="puzzle-after" data-testid="puzzle-after">
      ${d&&i`<span data-testid="puzzle-rating-change">${o("Puzzle rating {before} → {after}",{before:d.before,after:d.after})}</span> `}
      ${p!=null&&i`<span data-testid="puzzle-answer-streak">${o("Streak {n}",{n:p})}</span>`}
    </p>
    <div class="lesson-buttons">
      <button type="button" class="primary" ref=${c} data-testid="next-puzzle" disabled=${a}
        onClick=${n}>${o("Next puzzle")}</button>
      <${C} href="/" testid="puzzle-home">${o("Back to the start page")}</${C}>
    </div>
    <${Ui} mine=${s} />
  </section>`}function to({id:e}){Mi();let t=Ai(),n=Le(),a=Pi(t),[s,r]=y(Ba()),[l,c]=y(null),[d,p]=y(null),[u,$]=y(null),[f,h]=y(!1),[m,w]=y(""),[g,b]=y(""),[_,k]=y(""),[x,v]=y(0),[N,T]=y(yn()),B=Li(n,x,t),E=P(null);E.current=l,S(()=>{let M=!0,G=Un;if(Un=null,G&&G.id===e&&G.lang===t){c(G.puzzle);return}b("");let Y=E.current;return Oi(Y?Y.id:e,s,t).then(te=>{M&&(c(te),w(""))},te=>{M&&(te&&(te.code==="unknown_puzzle"||te.status===404)?b(o("There is no such puzzle.")):w(Q(te)))}),()=>{M=!1}},[e,t]),S(()=>{l&&(document.title=`${l.theme_title} — ${o("Puzzles")}`)},[l&&l.id,t]);let K=async M=>{if(!(f||!l||d)){h(!0),w("");try{let G=await H.answerPuzzle(l.id,M,pe());$(M),p(G),T(Wa(l.id,G.correct,!n)),v(Y=>Y+1),Re(G.correct?"win":"lose"),k(`${G.correct?o("Right!"):o("Not the best move")} ${G.explanation}`)}catch(G){w(Q(G))}h(!1)}},ae=async(M=s)=>{h(!0);try{let G=await H.nextPuzzle(M,l?l.id:null,pe());Un={id:G.id,lang:pe(),puzzle:G},Z(`/puzzles/${encodeURIComponent(G.id)}`)}catch(G){w(Q(G)),h(!1)}},re=M=>{r(M),Ga(M),ae(M)};if(g)return i`<main class="page" data-testid="puzzle-missing"><h1>${g}</h1>
      <p><${C} href="/puzzles">${o("Another puzzle")}</${C}></p></main>`;let z=l?l.frame:null,X=z?(z.players||[]).map(M=>M.seat===z.view.seat?M:{...M,kind:"lesson"}):[],ee=z?(z.narration||[]).filter(Boolean).map((M,G)=>({key:`p${G}`,say:()=>L(M)})):[],R=e==="daily",j=i`<${Ii} mine=${B} account=${n} guest=${N} />`;return i`<main class="page table-page learn-page puzzle-page" data-testid="table" data-puzzle=${l?l.id:""}
      data-seq=${z?z.seq:-1} data-decision=${z?z.view.decision:""} data-sending=${f?"true":"false"}
      data-answered=${d?d.correct?"right":"wrong":""} data-status=${z?z.status:""}
      data-my-turn=${z&&!d&&z.view.to_act===z.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${_}</div>
    ${m&&i`<p class="error" role="alert" data-testid="table-error">${m}</p>`}
    ${l&&i`<${Di} puzzle=${l} daily=${R} themes=${a} theme=${s}
      chooseTheme=${re} standing=${j} />`}
    ${z?i`<${st} key=${l.id} st=${z} players=${X} send=${K} sending=${f||!!d} log=${ee}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${o("Loading…")}</p>`}
    ${d&&i`<div class="scrim" data-testid="puzzle-answer-scrim" aria-hidden="true"></div>
      <${Hi} result=${d} played=${u} next=${()=>ae()} busy=${f} mine=${B}
        account=${n} guest=${N} />`}
  </main>`}function Hn(e){return Q(e)}function ji(e,t,n){let a=e.view||{},s=a.players||n.players.length,r=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,d)=>Array(r[d]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function no(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await un(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),r=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,d=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function u(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=un(`${t}/${encodeURIComponent(f)}`).then(m=>{let w=(m.steps||[]).map(g=>ji(g,f,{players:s,...n}));return w.sort((g,b)=>g.index-b.index),l.set(f,w),c.delete(f),w},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let w=p(h)?p(h).first_step:0,g=f[m-w];return g&&g.index===m?g:f.find(b=>b.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:r,roundOf:d,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=d(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=d(f),m=$(await u(h),h,f);if(!m)throw new qe(0,"missing_step",o("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=d(f),m=p(h);if(!m)return;let w=()=>{};if(u(h).catch(w),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&u(g.round).catch(w)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&u(g.round).catch(w)}}}}var Wi=3,Jt=[-7,4,-2];function Bi(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function ao({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=Bi(e,a.map(c=>c||"?")),r=t.toAct===e&&!t.over,l=se(n.players,e,null);return i`<div class=${"replay-seat"+(r?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${r?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${U("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${o("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,d)=>i`<span class="replay-slot" key=${s[d]} data-card-key=${s[d]} data-from="draw"
        >${c?i`<${ne} code=${c} size="small" />`:i`<${We} size="small" label=${o("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function Gi({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-Wi),s=n.slice(a),r=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?o("Top card: {card}",{card:Pe(e.top,e.color)}):"",c=e.color?o("Colour: {color}",{color:$e(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${We} size="small" label=${U("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${ne} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((d,p)=>{let u=a+p,$=u===n.length-1&&!!e.top,f=Jt[(u%Jt.length+Jt.length)%Jt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+u}
          data-card-key=${"d"+u+"-"+d} data-from=${u===n.length-1?r:null}
          style=${`--tilt: ${f}deg`}><${ne} code=${d} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${je[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${U("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?o("Play goes clockwise ↻"):o("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function ro({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,u)=>u),r=s.filter(p=>p!==0),l=P(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},d=p=>{let u=l.current;if(l.current=null,!u||!a)return;let $=p.clientX-u.x,f=p.clientY-u.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(r.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${o("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${d}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${r.map(p=>i`<${ao} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${Gi} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${ao} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function oo(e){return(e.narration||[]).filter(t=>t).map(L)}function so({step:e,quiet:t}){let n=oo(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=o("Start of the match"):a=o("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((r,l)=>i`<li key=${l}>${r}</li>`)}</ul>`}
  </div>`}function io({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?o("The match is a draw"):o("{name} won the match",{name:se(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function lo({replay:e,round:t,at:n,onPick:a}){let s=P(null),r=e.framesOf(t)||[];return S(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let d=c.offsetTop;d<l.scrollTop?l.scrollTop=d:d+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=d+c.offsetHeight-l.clientHeight)},[n,r.length]),i`<section class="panel replay-moves">
    <h2>${o("Moves")} · ${o("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${r.length?r[0].index+1:1}>
      ${r.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?oo(l)[0]||l.action:o("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var Yi=[.5,1,2,4,8],Fi=900;function Ki(){S(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var Vi={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function kt({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${Vi[e]} fill="currentColor" /></svg>`}function Ji(e){let t=Ue(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function co({game:e}){Ki();let[t,n]=y(null),[a,s]=y("");return S(()=>{document.title=o("Replay");let r=!0;return no(e).then(l=>r&&n(l),l=>r&&s(Hn(l))),()=>{r=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${o("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${C} href=${`/game/${e}`}>${o("Back to the game")}</${C}></p></main>`:t?i`<${Xi} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${o("Replay")}</h1>
      <p>${o("Loading…")}</p></main>`}function Xi({replay:e,game:t}){let n=e.total-1,[a,s]=y(0),[r,l]=y(null),[c,d]=y(!1),[p,u]=y(1),[$,f]=y(""),h=P(null),m=P(null),w=P(0),g=Fi/p;S(()=>{let T=!0,B=e.stepNow(a);return B?(l(B),f("")):e.step(a).then(E=>{T&&(l(E),f(""))},E=>T&&f(Hn(E))),e.prefetchAround(a),()=>{T=!1}},[a]),S(()=>{if(!c)return;if(a>=n){d(!1);return}if(!r||r.index!==a)return;let T=setTimeout(()=>_(1),g);return()=>clearTimeout(T)},[c,a,r,p]);function b(T,B){let E=Math.max(0,Math.min(n,T)),K=w.current;E!==K&&(w.current=E,m.current=B&&E===K+1&&g>=150&&h.current&&r&&r.index===K?Cn(h.current):null,s(E))}let _=T=>b(w.current+T,T===1);ce(()=>{let T=m.current;T&&r&&r.index===a&&h.current&&(m.current=null,Tn(h.current,T,{duration:Math.min(320,g*.6)}),r.over&&Rn(h.current))},[r]),S(()=>{let T=B=>{if(B.ctrlKey||B.metaKey||B.altKey||B.defaultPrevented)return;let E=B.target,K=E&&E.tagName;if(K==="INPUT"||K==="SELECT"||K==="TEXTAREA"||E&&E.isContentEditable)return;let ae=document.documentElement.dir==="rtl",re=ae?"ArrowLeft":"ArrowRight",z=ae?"ArrowRight":"ArrowLeft";if(B.key===re)_(1);else if(B.key===z)_(-1);else if(B.key==="Home")b(0,!1);else if(B.key==="End")b(n,!1);else if(B.key===" "&&K!=="BUTTON"&&K!=="A")d(X=>!X);else return;B.preventDefault()};return window.addEventListener("keydown",T),()=>window.removeEventListener("keydown",T)},[n,g,r]);let k=r,x=!k||k.index!==a,v=e.roundOf(a),N=()=>{!c&&a>=n&&b(0,!1),d(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${k?k.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${x?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${o("Replay")}</h1>
    ${k&&i`<${ro} step=${k} replay=${e} boardRef=${h} onSwipe=${_} />`}
    ${!k&&i`<p class="replay-board-placeholder">${o("Loading…")}</p>`}
    ${k&&i`<${so} step=${k} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${o("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>b(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${o("Start")} title=${o("Start")}><${kt} shape="first" /></button>
        <button type="button" onClick=${()=>_(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${o("Back")} title=${o("Back")}><${kt} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${N} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${kt} shape=${c?"pause":"play"} />
          <span>${c?o("Pause"):o("Play")}</span></button>
        <button type="button" onClick=${()=>_(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${o("Next")} title=${o("Next")}><${kt} shape="next" /></button>
        <button type="button" onClick=${()=>b(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${o("End")} title=${o("End")}><${kt} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${o("Move")} class="replay-slider"
        aria-valuetext=${o("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${T=>b(Number(T.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${o("Round")}
          <select data-testid="replay-round" value=${String(v)}
            onChange=${T=>b(e.firstStepOf(Number(T.target.value)),!1)}>
            ${e.rounds.map(T=>i`<option value=${String(T.round)} selected=${T.round===v}>${T.round}</option>`)}
          </select></label>
        <label>${o("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${T=>u(Number(T.target.value))}>
            ${Yi.map(T=>i`<option value=${String(T)} selected=${T===p}>${T}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${o("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${o("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${sr} replay=${e} game=${t} at=${a} go=${T=>b(T,!1)} />
    </div>
    <aside class="replay-side">
    ${k&&i`<${io} step=${k} replay=${e} />`}
    ${k&&i`<${at} view=${k.sheet} players=${e.players} me=${null} />`}
    ${k&&i`<${lo} replay=${e} round=${k.round} at=${a} onPick=${T=>b(T,!1)} />`}
    <p class="replay-links"><${C} href=${`/game/${t}`}>${o("Back to the game")}</${C}>
      <span aria-hidden="true"> · </span><a href=${Ji(t)} download data-testid="download-record">
        ${o("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Xt=null;function Qi({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${L(e.title)}</h2>
    <p>${L(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.top&&i`<span class="example-top" data-testid=${"example-top-"+e.id}>
          <${ne} code=${e.example.top} size="small" /><span class="muted">${o("Top card")}</span></span>`}
        ${e.example.cards.map((t,n)=>i`<${ne} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${o("Example:")}</strong> ${L(e.example.text)}</figcaption>
    </figure>
  </section>`}function Zi({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${o("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${L(t.term)}</dt>
        <dd>${L(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function uo(){let[e,t]=y(null),[n,a]=y("");S(()=>{document.title=o("Rules");let r=!0;return Xt||(Xt=H.rulebook().catch(l=>{throw Xt=null,l})),Xt.then(l=>{r&&t(l)},l=>{r&&a(Q(l))}),()=>{r=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${o("On this page")}>
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
    ${e&&e.duo.map(r=>i`<${Qi} key=${r.id} idea=${r} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${o("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(r=>i`<p>${L(r)}</p>`)}
    </section>`}
    ${e&&i`<${Zi} terms=${e.glossary} />`}
    <p><${C} href="/">${o("Back to the start page")}</${C}></p>
  </main>`}function el(e,t,n){let a=P({}),[,s]=y(0),r=Date.now();for(let d of e)d.kind==="human"&&d.joined&&!d.connected&&d.seat!==t?d.seat in a.current||(a.current[d.seat]=r):delete a.current[d.seat];let l=Object.values(a.current).map(d=>d+n*1e3-r).filter(d=>d>0),c=l.length?Math.min(...l):null;return S(()=>{if(c===null)return;let d=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(d)},[c]),e.filter(d=>d.seat in a.current&&r-a.current[d.seat]>=n*1e3)}function po({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let r=el(e||[],t,n||30);return!a||r.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${r.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${o("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${o("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${o("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var fo=200,tl=650,nl=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function al(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,r=(t.previous_events||[]).filter(d=>d.kind==="draw"&&d.info==="last_card"),l=[],c=null;return n.points.forEach((d,p)=>{if(p===n.out)return;let u=r.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...u.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,w)=>m+(Number(w.value)||0),0)===d&&$.length&&(c=f)}else e.handSizes&&d>0&&Ie(t)&&l.push({seat:p,count:e.handSizes[p]+u.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function jn({game:e,spectator:t}){let n=t?null:Ue(e),[a,s]=y(null),[r,l]=y(null),[c,d]=y([]),[p,u]=y("connecting"),[$,f]=y(""),[h,m]=y(""),[w,g]=y(null),[b,_]=y(!1),[k,x]=y([]),[v,N]=y(""),[T,B]=y(null),[E,K]=y(0),[ae,re]=y(null),[z,X]=y(null),[ee,R]=y(!1),[j,M]=y(null),[G,Y]=y(!1),te=P(null),ie=P(null),ue=P({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),_e=P(null),ke=P(null),ge=P({held:null,release:null});S(()=>{if(Y(!1),t||!n)return;let I=!0;return H.gameRating(e).then(q=>{I&&Y(!!(q&&q.rated))},()=>{}),()=>{I=!1}},[e]),S(()=>{if(t||n)return;let I=!0;return H.game(e).then(()=>{I&&g(!0)},q=>{I&&g(!(q&&(q.status===404||q.code==="no_such_game"||q.code==="unknown_game")))}),()=>{I=!1}},[e]),S(()=>{if(!t&&!n)return;let I=(A,J)=>new Promise(le=>{let ye=J&&J.instant?null:de("snapshot",ie.current);_e.current={before:ye,resolve:le},it(A)}),q=(A,J)=>{let le=ge.current.held;return le?(K(ye=>ye+1),Ee(A)&&A.deadline&&re(A.deadline),le.then(()=>(K(ye=>Math.max(0,ye-1)),re(null),I(A,J)))):I(A,J)},D=de("createStateQueue",q,{}),O=A=>{switch(A.type){case"welcome":s(A),ke.current=A,d(A.players||[]),f("");break;case"state":if(A.seq<ue.current.queued)return;ue.current.queued=A.seq,D?(Ee(A)&&D.pending()>0&&D.flush(),D.push(A)):q(A);break;case"presence":d(A.players||[]);break;case"ack":break;case"hint":M(J=>_n(J,A));break;case"error":if(ir.has(A.code)){M(J=>_n(J,A));break}_(!1),nl.has(A.code)?m(Q(A,"table")):A.code!=="stale"&&f(Q(A,"table"));break;case"rematch":xe(A.game,A.seat,A.token,{}),Z(`/game/${A.game}`);break;default:break}},F=t?new URLSearchParams(location.search).get("code"):null,oe=new Ht(e,t?null:n.token,O,u,F);return te.current=oe,()=>oe.close()},[e,t]),ce(()=>{let I=_e.current;if(!I)return;_e.current=null;let q=ie.current,D=ue.current.fresh,O=r&&r.view,F=null;if(q&&O){I.before&&(F=de("flip",q,I.before,{leave:"none"}));for(let J of D)if(J.kind==="play"||J.kind==="dump")Re("play");else if(J.kind==="draw"||J.kind==="draft_take"||J.kind==="keep")Re("draw");else if(J.kind==="uno"){Re("uno");let le=q.querySelector(J.seat===O.seat?"[data-anchor=hand]":`[data-anchor=seat-${J.seat}]`);le&&de("pulse",le)}else if(J.kind==="color"){let le=q.querySelector(".color-ring");le&&de("pulse",le)}else if(J.kind==="reveal"&&J.cards&&J.cards.length){let le=q.querySelector("[data-testid=revealed-hand]");le&&de("revealHand",le)}let A=ue.current.prev;if(A&&O.pending_draw>A.pending_draw){let J=q.querySelector("[data-testid=pending-draw]");J&&de("pulse",J)}Ee(r)&&!(A&&A.myTurn)&&Re("turn"),O.match_over&&!(A&&A.over)&&(Re(O.winner===O.seat?"win":"lose"),O.winner!==null&&O.winner===O.seat&&de("celebrate",q)),ue.current.prev={pending_draw:O.pending_draw,myTurn:Ee(r),over:O.match_over}}let oe=de("reducedMotion");if(!F||oe){I.resolve();return}Promise.race([Promise.resolve(F),new Promise(A=>setTimeout(A,tl))]).then(()=>I.resolve(),()=>I.resolve())},[r]);let fe=Ee(r)&&!T;S(()=>{let I=o("UNO Duo");document.title=fe?o("● Your turn — {title}",{title:I}):I},[fe,r&&r.seq]);function it(I){let q=I.view,D=I.players||[],O=q.seat,F=ue.current,oe=I.status==="waiting",A=[],J=F.round!==null&&F.round!==q.round;if(J&&!oe&&Array.isArray(I.previous_narration))for(let he of I.previous_narration.slice(F.count))he&&A.push(he);if(F.rounds!==null&&q.rounds.length>F.rounds){let he=q.rounds[q.rounds.length-1];if(!q.match_over){let ut=al(F,q,he,(ke.current||{}).card_points);lt(),B({number:q.rounds.length,result:he,scores:q.scores,before:F.scores||null,scored:ut})}}J&&X(null);let le=F.round===q.round&&F.count<=q.events.length?F.count:0,ye=oe?[]:q.events.slice(le),St=I.narration||[],Ce=I.events_from||0,Qe=[];ye.forEach((he,ut)=>{let Ct=St[le+ut-Ce];Ct&&Qe.push(Ct)}),A.push(...Qe);for(let he of ye)he.kind==="reveal"&&he.cards&&he.cards.length&&X({seat:he.seat,cards:he.cards,key:`${q.round}-${I.seq}`});F.fresh=ye,oe||(F.round=q.round,F.count=q.events.length,F.rounds=q.rounds.length,F.scores=q.scores,F.hand=q.hand||null,F.handSizes=q.hand_sizes||null),F.seq=I.seq,A.length&&x(he=>{let ut=I.seq*1e3,Ct=A.map(($o,Gn)=>({key:`${ut+Gn}-${he.length+Gn}`,say:()=>L($o)}));return he.concat(Ct).slice(-fo)}),I.lastTold=(le>0?A:A.slice(-1)).slice(-3);let Wn=oe?"":L(I.prompt),Bn=I.last&&I.last.seat!==O?I.lastTold.map(L).join(" "):"";N(Bn?`${Bn} ${Wn}`:Wn),d(D),l(I),_(!1)}function lt(){let I=ge.current;I.held||(I.held=new Promise(q=>{I.release=()=>{I.held=null,I.release=null,q()}}))}let Qt=()=>{B(null),ge.current.release&&ge.current.release()},ct=(I,q)=>{if(!r||b)return;let D=te.current;if(!D||!D.send({type:"action",seq:r.seq,action:I})){f(o("Not connected. Reconnecting…"));return}if(q){let O=L(q.label);x(F=>F.concat([{key:`auto-${r.seq}`,say:()=>o("Answered for you: {what}",{what:O})}]).slice(-fo))}X(null),f(""),_(!0)},Zt=()=>{r&&te.current&&te.current.send({type:"hint",seq:r.seq})&&M({seq:r.seq,status:"asking"})},xt=()=>{te.current&&te.current.send({type:"rematch"})&&R(!0)};if(h)return i`<${Kt} title=${h} testid="table-fatal" />`;if(!t&&!n)return w===!1?i`<${Kt} title=${o("No such game.")} testid="table-fatal" />`:w===null?i`<main class="page" data-testid="loading"><p>${o("Loading…")}</p></main>`:i`<${Kt} title=${o("You have no seat in this game")} testid="no-seat"
      text=${o("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let dt=!!r&&r.status==="waiting";return i`<main class=${"page table-page"+(fe?" my-turn":"")} data-testid="table" ref=${ie}
      data-seq=${r?r.seq:-1}
      data-connection=${p} data-decision=${r?r.view.decision:""} data-sending=${b?"true":"false"}
      data-round=${r?r.view.round:""} data-status=${r?r.status:""}
      data-my-turn=${fe?"true":"false"}>
    <h1 class="visually-hidden">${a?Se(a.ruleset):o("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${v}</div>
    <${Ur} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${dt&&i`<${Hr} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${po} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!r&&r.status==="playing"}
      letBotPlay=${I=>te.current&&te.current.send({type:"let_bot_play",seat:I})} />`}
    ${r&&!dt?i`<${st} st=${r} players=${c} send=${ct} sending=${b} log=${k}
          roundOver=${T&&{...T,held:E,deadline:ae}} closeRoundOver=${Qt} askRematch=${xt}
          rematchAsked=${ee} game=${e} reveal=${z} closeReveal=${()=>X(null)}
          hint=${j&&j.seq===r.seq?j:null} askHint=${Zt} closeHint=${()=>M(null)}
          rated=${G}
          rules=${a&&a.rules||[]} />`:!r&&i`<p class="table-message" data-testid="loading">${o("Connecting to the game…")}</p>`}
  </main>`}function rl(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="puzzles"?{page:"puzzle",id:null}:t.length===2&&t[0]==="puzzles"?{page:"puzzle",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function ol(){let e=Be().languages||{en:"English"},t=n=>ln(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${o("Language")}</span>
    <select data-testid="language" onChange=${t} value=${pe()} aria-label=${o("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===pe()}>${a}</option>`)}
    </select>
  </label>`}function sl(){let e=Le(),t=e?e.name:o("Log in");return i`<header class="site-header">
    <${C} href="/" testid="home-link" cls="brand">${o("UNO Duo")}</${C}>
    <nav aria-label=${o("Main")}>
      <${C} href="/learn" testid="learn-link">${o("Learn")}</${C}>
      <${C} href="/puzzles" testid="puzzles-link">${o("Puzzles")}</${C}>
      <${C} href="/rules" testid="rules-link">${o("Rules")}</${C}>
      <${C} href="/rated" testid="rated-link">${o("Rated play")}</${C}>
      <${C} href="/leaderboard" testid="leaderboard-link">${o("Leaderboard")}</${C}>
      <${C} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${C}>
    </nav>
    <${ol} />
  </header>`}function il(){let[e,t]=y(location.pathname),[,n]=y(pe());S(()=>{let r=()=>t(location.pathname);window.addEventListener("popstate",r),window.addEventListener("unoduo:navigate",r);let l=Ae(c=>n(c));return()=>{window.removeEventListener("popstate",r),window.removeEventListener("unoduo:navigate",r),l()}},[]);let a=rl(e),s;switch(a.page){case"home":s=i`<${Va} />`;break;case"game":s=i`<${jn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${jn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${ar} code=${a.code} />`;break;case"replay":s=i`<${co} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${uo} />`;break;case"learn":s=i`<${Zr} />`;break;case"lesson":s=i`<${eo} key=${a.id} id=${a.id} />`;break;case"puzzle":s=i`<${to} key=${"p"+(a.id||"")} id=${a.id} />`;break;case"account":s=i`<${Ja} />`;break;case"rated":s=i`<${Za} />`;break;case"leaderboard":s=i`<${Qa} />`;break;case"profile":s=i`<${Xa} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${o("Page not found")}</h1>
        <p><${C} href="/">${o("Back to the start page")}</${C}></p></main>`}return i`<${sl} />${s}`}async function ll(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&er();let e=Ea();try{Na(await H.meta())}catch{}await Promise.all([ln(xa(Be().languages)),e]),ya(i`<${il} />`,document.getElementById("app")),document.body.dataset.ready="true"}ll();function ho(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?ho():window.addEventListener("load",ho,{once:!0});
