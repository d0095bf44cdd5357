var Ur=Object.defineProperty;var On=(e,t)=>{for(var n in t)Ur(e,n,{get:t[n],enumerable:!0})};var Rt,q,zn,ot,Kn,Pn,Wr,Ct={},Vn=[],Br=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Me(e,t){for(var n in t)e[n]=t[n];return e}function Jn(e){var t=e.parentNode;t&&t.removeChild(e)}function Xn(e,t,n){var a,s,r,l={};for(r in t)r=="key"?a=t[r]:r=="ref"?s=t[r]:l[r]=t[r];if(arguments.length>2&&(l.children=arguments.length>3?Rt.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(r in e.defaultProps)l[r]===void 0&&(l[r]=e.defaultProps[r]);return kt(e,l,a,s,null)}function kt(e,t,n,a,s){var r={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++zn};return q.vnode!=null&&q.vnode(r),r}function Et(e){return e.children}function xt(e,t){this.props=e,this.context=t}function Je(e,t){if(t==null)return e.__?Je(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?Je(e):null}function Qn(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return Qn(e)}}function Nn(e){(!e.__d&&(e.__d=!0)&&ot.push(e)&&!Tt.__r++||Pn!==q.debounceRendering)&&((Pn=q.debounceRendering)||Kn)(Tt)}function Tt(){for(var e;Tt.__r=ot.length;)e=ot.sort(function(t,n){return t.__v.__b-n.__v.__b}),ot=[],e.some(function(t){var n,a,s,r,l,c;t.__d&&(l=(r=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Me({},r)).__v=r.__v+1,Kt(c,r,s,n.__n,c.ownerSVGElement!==void 0,r.__h!=null?[l]:null,a,l??Je(r),r.__h),na(a,r),r.__e!=l&&Qn(r)))})}function Zn(e,t,n,a,s,r,l,c,u,p){var d,$,f,h,m,v,g,y=a&&a.__k||Vn,_=y.length;for(n.__k=[],d=0;d<t.length;d++)if((h=n.__k[d]=(h=t[d])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?kt(null,h,null,null,h):Array.isArray(h)?kt(Et,{children:h},null,null,null):h.__b>0?kt(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=y[d])===null||f&&h.key==f.key&&h.type===f.type)y[d]=void 0;else for($=0;$<_;$++){if((f=y[$])&&h.key==f.key&&h.type===f.type){y[$]=void 0;break}f=null}Kt(e,h,f=f||Ct,s,r,l,c,u,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(v==null&&(v=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=u=ea(h,u,e):u=ta(e,h,f,y,m,u),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=u):e.value=""):u&&f.__e==u&&u.parentNode!=e&&(u=Je(f))}for(n.__e=v,d=_;d--;)y[d]!=null&&(typeof n.type=="function"&&y[d].__e!=null&&y[d].__e==n.__d&&(n.__d=Je(a,d+1)),ra(y[d],y[d]));if(g)for(d=0;d<g.length;d++)aa(g[d],g[++d],g[++d])}function ea(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?ea(s,t,n):ta(n,s,s,e.__k,s.__e,t));return t}function ta(e,t,n,a,s,r){var l,c,u;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=r||s.parentNode==null)e:if(r==null||r.parentNode!==e)e.appendChild(s),l=null;else{for(c=r,u=0;(c=c.nextSibling)&&u<a.length;u+=2)if(c==s)break e;e.insertBefore(s,r),l=r}return l!==void 0?l:s.nextSibling}function In(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||Br.test(t)?n:n+"px"}function _t(e,t,n,a,s){var r;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||In(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||In(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")r=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+r]=n,n?a||e.addEventListener(t,r?Dn:qn,r):e.removeEventListener(t,r?Dn:qn,r);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function qn(e){this.l[e.type+!1](q.event?q.event(e):e)}function Dn(e){this.l[e.type+!0](q.event?q.event(e):e)}function Kt(e,t,n,a,s,r,l,c,u){var p,d,$,f,h,m,v,g,y,_,x,k=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(u=n.__h,c=t.__e=n.__e,t.__h=null,r=[c]),(p=q.__b)&&p(t);try{e:if(typeof k=="function"){if(g=t.props,y=(p=k.contextType)&&a[p.__c],_=p?y?y.props.value:p.__:a,n.__c?v=(d=t.__c=n.__c).__=d.__E:("prototype"in k&&k.prototype.render?t.__c=d=new k(g,_):(t.__c=d=new xt(g,_),d.constructor=k,d.render=Yr),y&&y.sub(d),d.props=g,d.state||(d.state={}),d.context=_,d.__n=a,$=d.__d=!0,d.__h=[]),d.__s==null&&(d.__s=d.state),k.getDerivedStateFromProps!=null&&(d.__s==d.state&&(d.__s=Me({},d.__s)),Me(d.__s,k.getDerivedStateFromProps(g,d.__s))),f=d.props,h=d.state,$)k.getDerivedStateFromProps==null&&d.componentWillMount!=null&&d.componentWillMount(),d.componentDidMount!=null&&d.__h.push(d.componentDidMount);else{if(k.getDerivedStateFromProps==null&&g!==f&&d.componentWillReceiveProps!=null&&d.componentWillReceiveProps(g,_),!d.__e&&d.shouldComponentUpdate!=null&&d.shouldComponentUpdate(g,d.__s,_)===!1||t.__v===n.__v){d.props=g,d.state=d.__s,t.__v!==n.__v&&(d.__d=!1),d.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(w){w&&(w.__=t)}),d.__h.length&&l.push(d);break e}d.componentWillUpdate!=null&&d.componentWillUpdate(g,d.__s,_),d.componentDidUpdate!=null&&d.__h.push(function(){d.componentDidUpdate(f,h,m)})}d.context=_,d.props=g,d.state=d.__s,(p=q.__r)&&p(t),d.__d=!1,d.__v=t,d.__P=e,p=d.render(d.props,d.state,d.context),d.state=d.__s,d.getChildContext!=null&&(a=Me(Me({},a),d.getChildContext())),$||d.getSnapshotBeforeUpdate==null||(m=d.getSnapshotBeforeUpdate(f,h)),x=p!=null&&p.type===Et&&p.key==null?p.props.children:p,Zn(e,Array.isArray(x)?x:[x],t,n,a,s,r,l,c,u),d.base=t.__e,t.__h=null,d.__h.length&&l.push(d),v&&(d.__E=d.__=null),d.__e=!1}else r==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=Gr(n.__e,t,n,a,s,r,l,u);(p=q.diffed)&&p(t)}catch(w){t.__v=null,(u||r!=null)&&(t.__e=c,t.__h=!!u,r[r.indexOf(c)]=null),q.__e(w,t,n)}}function na(e,t){q.__c&&q.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){q.__e(a,n.__v)}})}function Gr(e,t,n,a,s,r,l,c){var u,p,d,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),r!=null){for(;m<r.length;m++)if((u=r[m])&&(u===e||(h?u.localName==h:u.nodeType==3))){e=u,r[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),r=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(r=r&&Rt.call(e.childNodes),p=($=n.props||Ct).dangerouslySetInnerHTML,d=f.dangerouslySetInnerHTML,!c){if(r!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(d||p)&&(d&&(p&&d.__html==p.__html||d.__html===e.innerHTML)||(e.innerHTML=d&&d.__html||""))}if((function(v,g,y,_,x){var k;for(k in y)k==="children"||k==="key"||k in g||_t(v,k,null,y[k],_);for(k in g)x&&typeof g[k]!="function"||k==="children"||k==="key"||k==="value"||k==="checked"||y[k]===g[k]||_t(v,k,g[k],y[k],_)})(e,f,$,s,c),d)t.__k=[];else if(m=t.props.children,Zn(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",r,l,r?r[0]:n.__k&&Je(n,0),c),r!=null)for(m=r.length;m--;)r[m]!=null&&Jn(r[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&_t(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&_t(e,"checked",m,$.checked,!1))}return e}function aa(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){q.__e(a,n)}}function ra(e,t,n){var a,s;if(q.unmount&&q.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||aa(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(r){q.__e(r,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&ra(a[s],t,typeof e.type!="function");n||e.__e==null||Jn(e.__e),e.__e=e.__d=void 0}function Yr(e,t,n){return this.constructor(e,n)}function oa(e,t,n){var a,s,r;q.__&&q.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,r=[],Kt(t,e=(!a&&n||t).__k=Xn(Et,null,[e]),s||Ct,Ct,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?Rt.call(t.childNodes):null,r,!a&&n?n:s?s.__e:t.firstChild,a),na(r,e)}Rt=Vn.slice,q={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(r){e=r}throw e}},zn=0,xt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Me({},this.state),typeof e=="function"&&(e=e(Me({},n),this.props)),e&&Me(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),Nn(this))},xt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Nn(this))},xt.prototype.render=Et,ot=[],Kn=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Tt.__r=0,Wr=0;var it,me,jn,st=0,Ft=[],Hn=q.__b,Un=q.__r,Wn=q.diffed,Bn=q.__c,Gn=q.unmount;function Mt(e,t){q.__h&&q.__h(me,e,st||t),st=0;var n=me.__H||(me.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function b(e){return st=1,Fr(ia,e)}function Fr(e,t,n){var a=Mt(it++,2);return a.t=e,a.__c||(a.__=[n?n(t):ia(void 0,t),function(s){var r=a.t(a.__[0],s);a.__[0]!==r&&(a.__=[r,a.__[1]],a.__c.setState({}))}],a.__c=me),a.__}function E(e,t){var n=Mt(it++,3);!q.__s&&Vt(n.__H,t)&&(n.__=e,n.__H=t,me.__H.__h.push(n))}function le(e,t){var n=Mt(it++,4);!q.__s&&Vt(n.__H,t)&&(n.__=e,n.__H=t,me.__h.push(n))}function L(e){return st=5,qe(function(){return{current:e}},[])}function qe(e,t){var n=Mt(it++,7);return Vt(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function sa(e,t){return st=8,qe(function(){return e},t)}function zr(){Ft.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(St),e.__H.__h.forEach(zt),e.__H.__h=[]}catch(t){e.__H.__h=[],q.__e(t,e.__v)}}),Ft=[]}q.__b=function(e){me=null,Hn&&Hn(e)},q.__r=function(e){Un&&Un(e),it=0;var t=(me=e.__c).__H;t&&(t.__h.forEach(St),t.__h.forEach(zt),t.__h=[])},q.diffed=function(e){Wn&&Wn(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(Ft.push(t)!==1&&jn===q.requestAnimationFrame||((jn=q.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(r),Yn&&cancelAnimationFrame(a),setTimeout(n)},r=setTimeout(s,100);Yn&&(a=requestAnimationFrame(s))})(zr)),me=void 0},q.__c=function(e,t){t.some(function(n){try{n.__h.forEach(St),n.__h=n.__h.filter(function(a){return!a.__||zt(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],q.__e(a,n.__v)}}),Bn&&Bn(e,t)},q.unmount=function(e){Gn&&Gn(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(St)}catch(n){q.__e(n,t.__v)}};var Yn=typeof requestAnimationFrame=="function";function St(e){var t=me;typeof e.__c=="function"&&e.__c(),me=t}function zt(e){var t=me;e.__c=e.__(),me=t}function Vt(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function ia(e,t){return typeof t=="function"?t(e):t}var la=function(e,t,n,a){var s;t[0]=0;for(var r=1;r<t.length;r++){var l=t[r++],c=t[r]?(t[0]|=l?1:2,n[t[r++]]):t[++r];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++r]]=c:l===6?a[1][t[++r]]+=c+"":l?(s=e.apply(c,la(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[r-2]=0,t[r]=s)):a.push(c)}return a},Fn=new Map,i=function(e){var t=Fn.get(this);return t||(t=new Map,Fn.set(this,t)),(t=la(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,r=1,l="",c="",u=[0],p=function(f){r===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,l):r===3&&(f||l)?(u.push(3,f,l),r=2):r===2&&l==="..."&&f?u.push(4,f,0):r===2&&l&&!f?u.push(5,0,!0,l):r>=5&&((l||!f&&r===5)&&(u.push(r,0,l,s),r=6),f&&(u.push(r,f,0,s),r=6)),l=""},d=0;d<n.length;d++){d&&(r===1&&p(),p(d));for(var $=0;$<n[d].length;$++)a=n[d][$],r===1?a==="<"?(p(),u=[u],r=3):l+=a:r===4?l==="--"&&a===">"?(r=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),r=1):r&&(a==="="?(r=5,s=l,l=""):a==="/"&&(r<5||n[d][$+1]===">")?(p(),r===3&&(u=u[0]),r=u,(u=u[0]).push(2,0,r),r=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),r=2):l+=a),r===3&&l==="!--"&&(r=4,u=u[0])}return p(),u})(e)),t),arguments,[])).length>1?t:t[0]}.bind(Xn);var xe={lang:"en",dir:"ltr",messages:{}},Jt=e=>e!==1?1:0,Xt=new Set,da="unoduo.lang";function Qt(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function o(e,t){let n=xe.messages[e];return Qt(typeof n=="string"&&n?n:e,t)}function P(e,t,n,a){let s=Object.assign({n},a||{}),r=xe.messages[e];if(Array.isArray(r)&&r.length){let l=Jt(n);if(l>=0&&l<r.length&&r[l])return Qt(r[l],s)}return Qt(n===1?e:t,s)}function Ce(){return xe.lang}function At(e){return Xt.add(e),()=>Xt.delete(e)}var lt=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function Kr(e){let t=[];lt.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;lt.lastIndex<n.length;){let g=lt.lastIndex,y=lt.exec(n);if(!y)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(y[1]),/^\s*$/.test(n.slice(lt.lastIndex)))break}let a=0,s=()=>t[a],r=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,y)=>()=>{let _=g();for(;y.includes(s());){let x=r(),k=g(),w=_;_=H=>Vr(x,w(H),k(H))}return _};function c(){let g=r();if(g==="n")return y=>y;if(g==="("){let y=m();return r(")"),y}if(g==="!"){let y=c();return _=>y(_)?0:1}if(g==="-"){let y=c();return _=>-y(_)}if(/^\d+$/.test(g||"")){let y=Number(g);return()=>y}throw new Error(`unexpected ${g} in ${n}`)}let u=l(c,["*","/","%"]),p=l(u,["+","-"]),d=l(p,["<",">","<=",">="]),$=l(d,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;r("?");let y=m();r(":");let _=m();return x=>g(x)?y(x):_(x)}let v=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(v(g))}function Vr(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function ua(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(da)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let r=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(r))return r}return"en"}var Jr=new Set(["ml","kn","ur"]);function ca(e){if(!Jr.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function Zt(e,t=!1){ca(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{Jt=Kr(n.plural||"(n != 1)")}catch{Jt=s=>s!==1?1:0}if(xe={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},ca(xe.lang),document.documentElement.lang=xe.lang,document.documentElement.dir=xe.dir,t)try{localStorage.setItem(da,xe.lang)}catch{}for(let a of Xt)a(xe.lang);return xe.lang}var pa="unoduo.seats",fa="unoduo.name",De=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function Qr(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function Q(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return o("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||o("That move is not allowed now.");case"not_your_turn":return o("It is not your turn.");case"waiting":return o("Wait until every player has joined.");case"spectator":return o("Spectators cannot play.");case"unauthorized":case"no_seat":return o("This browser does not hold a seat in this game.");case"unknown_code":return o("No game has this code.");case"game_full":return o("This game is already full.");case"private_game":return o("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return o("No such game.");case"not_over":case"not_finished":return o("The match is not over yet.");case"no_such_round":return o("This match has no such round.");case"expired":return t==="table"?o("This game expired after a long time without a move; it can only be looked at now."):o("This invitation has expired: ask for a new one.");case"broken":return o("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?o("Too many messages. Reconnecting…"):t==="create"?a?P("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):o("You started too many games in a short time. Try again in a minute."):a?P("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):o("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?P("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):o("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return o("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return o("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?o("You are already watching as many games as you may. Close one of them and try again."):o("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return o("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return o("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return o("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return o("This page is not allowed to use this server.");case"server":return o("The server could not do that; nothing changed. Try again.");case"network":return o("The server cannot be reached. Try again.");case"name_taken":return o("This name is taken; choose another.");case"name_reserved":return o("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||o("This name looks like another one; choose another.");case"duplicate_cookie":return o("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return o("Wrong name or password.");case"bad_name":return o("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?o("The current password is wrong."):o("A password has 8 to 128 characters and is not your name.");case"login_limited":return o("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return o("The server is busy with other logins; try again in a moment.");case"login_required":return o("Log in first.");case"csrf":return o("This page is out of date. Reload it and try again.");case"no_such_player":return o("There is no player with this name.");default:return e&&e.message||o("Something went wrong. Try again.")}}var en="",ct=null,tn=new Set;async function X(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&en&&(s["X-CSRF-Token"]=en);let r=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),l=r&&je(decodeURIComponent(r[1]));l&&l.token&&(s["X-Seat-Token"]=l.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(u){throw new De(0,"network",String(u&&u.message?u.message:u))}let c=null;try{c=await a.json()}catch{c=null}if(!a.ok){let u=c&&c.error||{};throw new De(a.status,u.code||`http_${a.status}`,u.message||"",Qr(a))}return c}async function nn(e){let t=await X("GET",e);if(!t)throw new De(0,"bad_response","");return t}var W={meta:()=>X("GET","/api/meta"),options:()=>X("GET","/api/options"),rulebook:()=>X("GET","/api/rulebook"),createGame:e=>X("POST","/api/games",e),join:(e,t)=>X("POST","/api/join",{code:e,name:t}),invitation:e=>X("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>X("POST","/api/my-games",{tokens:e}),lobby:e=>X("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>X("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>X("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>X("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>X("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>X("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>X("GET","/api/queue"),enterQueue:e=>X("POST","/api/queue",e),leaveQueue:()=>X("POST","/api/queue/leave",{}),changePassword:(e,t)=>X("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>X("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>X("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),lesson:(e,t,n)=>X("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>X("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Lt(e){if(e&&typeof e.csrf=="string"&&(en=e.csrf),e&&"account"in e){ct=e.account||null;for(let t of tn)t(ct)}return e}function ha(){return ct}function $a(e){return tn.add(e),()=>tn.delete(e)}async function ma(){try{Lt(await X("GET","/api/account"))}catch{ct=null}return ct}async function ga(e,t,n){return Lt(await X("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:an().slice(-200)}))}async function ya(){return Lt(await X("POST","/api/account/logout",{}))}async function ba(e){return Lt(await X("POST","/api/account/delete",{password:e}))}function Ot(){try{let e=JSON.parse(localStorage.getItem(pa)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function ve(e,t,n,a){let s=Ot();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(pa,JSON.stringify(s))}catch{}}function je(e){return Ot()[e]||null}function Pt(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(Ot()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function an(){return Object.values(Ot()).map(e=>e.token).filter(e=>typeof e=="string")}function Xe(){try{return localStorage.getItem(fa)||""}catch{return""}}function He(e){try{localStorage.setItem(fa,e)}catch{}}var Nt=["R","Y","G","B"],Ue={R:"■",Y:"▲",G:"●",B:"◆"};function ge(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function ue(e){switch(e){case"R":return o("Red");case"Y":return o("Yellow");case"G":return o("Green");case"B":return o("Blue");default:return""}}function rn(e){switch(e){case"S":return o("Skip");case"R":return o("Reverse");case"+2":return o("Draw 2");case"W":return o("Wild");case"W+4":return o("Wild Draw 4");default:return e}}function Ae(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=ge(e);return s?t?o("{card} ({color})",{card:rn(a),color:ue(t)}):rn(a):o("{color} {rank}",{color:ue(n),rank:rn(a)})}function wa(e){return e.map(t=>Ae(t)).join(o(", "))}var _a={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},Zr={R:"square",Y:"triangle",G:"circle",B:"diamond"},eo={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function va(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function to(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function on({rank:e,x:t,y:n,size:a,ink:s,stroke:r}){let l=to(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${r||"none"} stroke-width=${r?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let u=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-u} ${n-p}H${t+u}M${t+u-p} ${n-2*p}L${t+u} ${n-p}L${t+u-p} ${n}`} />
    <path d=${`M${t+u} ${n+p}H${t-u}M${t-u+p} ${n}L${t-u} ${n+p}L${t-u+p} ${n+2*p}`} /></g>`}function no(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=r=>[e+n*Math.cos(r*Math.PI/180),t+n*Math.sin(r*Math.PI/180)];return a.map(([r,l,c])=>{let[u,p]=s(l),[d,$]=s(c);return i`<path d=${`M${e} ${t}L${u} ${p}A${n} ${n} 0 0 1 ${d} ${$}z`} fill=${_a[r]} />`})}function ao({code:e}){let{color:t,rank:n,wild:a}=ge(e),s=a?"#1c1c22":_a[t],r=a?"#ffffff":eo[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(u,p)=>a?null:i`<path d=${va(t,u,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${no(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+Zr[t]}
          d=${va(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${r} stroke-width="1.5" />`}
    <${on} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${r}
      stroke=${a?"#1c1c22":null} />
    <${on} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${on} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function ro(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function ne({code:e,onPlay:t,disabled:n,named:a,size:s,badge:r,selected:l,testid:c,extraClass:u,keyHandler:p,cardKey:d,from:$,style:f}){let{color:h,wild:m}=ge(e),v=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",u||""].join(" "),g=Ae(e,a),y=i`<${ao} code=${e} />
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
    ><${ro} /></span
  >`}var sn={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function te(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function Be(){return sn}function ka(e){sn=Object.assign({},sn,e||{})}function R({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${r=>{r.ctrlKey||r.metaKey||r.shiftKey||r.button!==0||(r.preventDefault(),te(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var oo=o,so=P;function O(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=O(a);return typeof e.plural=="string"?so(e.id,e.plural,Number(e.n),t):oo(e.id,t)}var It=null;function io(){let[e,t]=b(null);return E(()=>{let n=!0;return It||(It=W.options().catch(a=>{throw It=null,a})),It.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function lo(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function co({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=O(e.label||e.description),r=i`<span class="option-hint muted">${O(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${l} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${r}</label>`}if(e.type==="choice"){let l=t===void 0?e.default:t;return i`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>i`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===l}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${O(c.label||c.description)}</span></label>`)}
      ${r}</fieldset>`}return i`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${l=>n(l.target.value)} />${r}</label>`}function uo({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let r=(t||[]).map(u=>u.id),l=e.filter(u=>!r.includes(u.group)),c=(u,p,d)=>d.length>0&&i`<div class="option-group" data-group=${u}
    data-testid=${"option-group-"+u}>
    ${p&&i`<h3>${p}</h3>`}
    ${d.map($=>i`<${co} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(u=>c(u.id,O(u.title),e.filter(p=>p.group===u.id)))}
    ${c("other","",l)}`}function po(e){return e==="classic"?o("Classic UNO (2 to 10 players)"):o("UNO Duo (two players)")}function xa({checkName:e}){let t=Be(),[n,a]=b("duo"),[s,r]=b("bot"),[l,c]=b("easy"),[u,p]=b(2),[d,$]=b("default"),[f,h]=b("30"),m=io(),v=m&&m.rulesets||null,g=m&&m.presets||[],[y,_]=b("official"),[x,k]=b(!1),[w,H]=b({duo:{},classic:{}}),C=w[n]||{},U=T=>j=>{_("custom"),H(Object.assign({},w,{[n]:Object.assign({},C,{[T]:j})}))},M=T=>{if(_(T.id),T.id==="custom"){k(!0);return}H({duo:Object.assign({},T.options.duo),classic:Object.assign({},T.options.classic)})},[G,oe]=b(!1),[re,D]=b(""),Z=async T=>{T.preventDefault();let j=e();if(j===null)return;oe(!0),D("");let K={ruleset:n,opponent:s,difficulty:l,name:j};n==="classic"&&(K.players=Number(u),s!=="bot"&&(K.humans=2)),s!=="bot"&&d!=="default"&&!(s==="public"&&d==="off")&&(K.turn_timer=d==="off"?null:Number(d)),s==="friend"&&(K.leave_notice=Number(f));let F=lo(v&&v[n],C);Object.keys(F).length&&(K.options=F);try{He(K.name);let Y=await W.createGame(K);ve(Y.game,Y.seat,Y.token,{join_code:Y.join_code,invite_url:Y.invite_url}),te(`/game/${Y.game}`)}catch(Y){D(Q(Y,"create")),oe(!1)}},ee=s==="bot"?o("Play"):s==="public"?o("Create the public game"):o("Create the invitation");return i`<form class="new-game" onSubmit=${Z} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${o("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(T=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${T} checked=${n===T} data-testid=${"ruleset-"+T}
          onChange=${()=>a(T)} /> ${po(T)}</label>`)}
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
      <select data-testid="difficulty" value=${l} onChange=${T=>c(T.target.value)}>
        ${(t.difficulties||[]).map(T=>i`<option value=${T} selected=${T===l}>
          ${Ge(T)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&i`<label class="field">
      <span>${o("Players")}</span>
      <input type="number" min="2" max="10" value=${u} data-testid="players" inputmode="numeric"
        onInput=${T=>p(T.target.value)} />
    </label>`}
    ${s!=="bot"&&i`<label class="field">
      <span>${o("Time for each move")}</span>
      <select data-testid="turn-timer" value=${d} onChange=${T=>$(T.target.value)}>
        <option value="default" selected=${d==="default"}>${o("The server's setting")}</option>
        ${s==="friend"&&i`<option value="off" selected=${d==="off"}>${o("No limit")}</option>`}
        ${[30,60,120,300].map(T=>i`<option value=${String(T)} selected=${d===String(T)}>
          ${P("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",T)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${o("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${T=>h(T.target.value)}>
        ${[15,30,60,120,300].map(T=>i`<option value=${String(T)} selected=${f===String(T)}>
          ${P("offer a bot after {n} second","offer a bot after {n} seconds",T)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${o("Rule options")}</legend>
      ${g.map(T=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${T.id} checked=${y===T.id} data-testid=${"preset-"+T.id}
          onChange=${()=>M(T)} />
        <span><strong>${O(T.label)}</strong> <span class="muted">${O(T.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${x}
      onToggle=${T=>k(T.currentTarget.open)}>
      <summary>${o("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${uo} specs=${v&&v[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${C} setOption=${U} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${G} data-testid="start-game">
      ${ee}</button>
    ${re&&i`<p class="error" role="alert" data-testid="new-game-error">${re}</p>`}
  </form>`}function Ge(e){switch(e){case"easy":return o("Easy");case"medium":return o("Medium");case"hard":return o("Hard");case"expert":return o("Expert");default:return e||""}}function Se(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function fo(e){switch(e){case"waiting":return o("Waiting for players");case"playing":return o("In progress");case"over":return o("Finished");default:return e||""}}var ho=5e3;function $o(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?o("created just now"):P("created {n} minute ago","created {n} minutes ago",t)}function mo({game:e}){let t=Pt(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,r=()=>te(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Se(e.ruleset)}</strong>
      <span> · ${o("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${P("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${P("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${P("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${P("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${o("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${$o(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${r}>${t?o("Open your game"):o("Join")}</button>
  </li>`}function go(){let[e,t]=b(null),[n,a]=b(""),[s,r]=b(""),[l,c]=b(!1),u=L(!1),p=L(!0),d=L(1),$=sa(async v=>{if(!u.current){u.current=!0;try{let g=new Set,y=[],_=0,x=null;for(let k=0;k<d.current;k++){let w=await W.lobby(_);for(let H of Array.isArray(w&&w.games)?w.games:[])g.has(H.game)||y.push(H),g.add(H.game);if(x=w&&Number.isInteger(w.next)?w.next:null,x===null)break;_=x}if(!p.current)return;t(y),c(x!==null),a(""),v===!0&&r(P("{n} public game is waiting for players.","{n} public games are waiting for players.",y.length))}catch(g){p.current&&a(Q(g))}finally{u.current=!1}}},[]);E(()=>{p.current=!0,$();let v=setInterval(()=>{document.visibilityState==="visible"&&$()},ho),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(v),document.removeEventListener("visibilitychange",g)}},[$]);let f=o("Loading…"),h=o("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(v=>i`<${mo} key=${v.game} game=${v} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${o("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${o("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{d.current+=1,$(!0)}}>${o("Show more games")}</button>`}
  </section>`}function yo(){let[e,t]=b("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&te(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${o("Join a friend")}</h2>
    <label class="field">
      <span>${o("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${o("Join")}</button>
  </form>`}function bo(){let[e,t]=b(null),[n,a]=b("");return E(()=>{let s=an();if(!s.length){t([]);return}W.myGames(s.slice(-200)).then(r=>t(r.games||[]),r=>a(Q(r)))},[]),n?i`<section class="panel"><h2>${o("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${o("My games")}</h2><p>${o("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${o("My games")}</h2>
    ${e.length===0?i`<p>${o("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${R} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Se(s.ruleset)}: ${s.players.map((r,l)=>i`${l?" · ":""}<bdi>${r.name||o("Seat {n}",{n:r.seat+1})}</bdi> ${s.scores[r.seat]??""}`)}
          </${R}>
          <span class="muted"> — ${fo(s.status)}</span>
          ${s.status==="over"&&i` <${R} href=${`/game/${s.game}`}>${o("Score sheet")}</${R}>`}
        </li>`)}
      </ul>`}
  </section>`}var Sa="unoduo.visited";function vo(){try{let e=localStorage.getItem(Sa);return localStorage.setItem(Sa,"1"),!e}catch{return!1}}var ln=null,Ca=["R7","Y+2","W+4","G+2","BR"];function wo(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${Ca.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(Ca.length-1)/2}`}>
      <${ne} code=${e} /></span>`)}
  </div>`}function _o(){let[e,t]=b(Xe()),[n,a]=b(""),s=L(null),r=()=>{let c=e.trim().slice(0,32);return c?(a(""),He(c),c):(a(o("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${o("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&He(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:r}}function ko({name:e,first:t}){let[n,a]=b(!1),[s,r]=b(""),l=async()=>{let p=e.check();if(p!==null){a(!0),r("");try{let d=await W.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});ve(d.game,d.seat,d.token,{}),te(`/game/${d.game}`)}catch(d){r(Q(d,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),te("/learn")}}>${o("Learn UNO Duo")}</a>`,u=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${o("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${wo} />
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
  </section>`}function Ta(){E(()=>{document.title=o("UNO Duo")},[]),ln===null&&(ln=vo());let e=_o();return i`<main class="page home" data-testid="home">
    <${ko} name=${e} first=${ln} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${o("More ways to play")}</h2>
            <span class="muted">${o("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${xa} checkName=${e.check} />
        </details>
        <${yo} />
      </div>
      <div>
        <${go} />
        <${bo} />
      </div>
    </div>
  </main>`}function Qe(){let[e,t]=b(ha());return E(()=>$a(t),[]),e}function dt(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Ye(e){return Q(e,"account")}function cn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?o("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${o("(provisional)")}</span>`}</span>`}function xo(){let[e,t]=b("login"),[n,a]=b(""),[s,r]=b(""),[l,c]=b(""),[u,p]=b(!1),d=async f=>{f.preventDefault(),p(!0),c("");try{await ga(e,n.trim(),s),te("/rated")}catch(h){c(Ye(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${d} data-testid="account-form" data-mode=${e}>
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
  </form>`}function So(){let[e,t]=b(""),[n,a]=b(""),[s,r]=b(""),[l,c]=b("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),r("");try{await W.changePassword(e,n),t(""),a(""),r(o("Password changed. Other devices are logged out."))}catch(d){c(Ye(d))}}} data-testid="password-form">
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
  </form>`}function Co(){let[e,t]=b(""),[n,a]=b(!1),[s,r]=b("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),r("");try{await ba(e),te("/")}catch(u){r(Ye(u))}}} data-testid="delete-form">
    <h2>${o("Delete the account")}</h2>
    <p class="muted">${o("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${o("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${o("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function Ra(){let e=Qe();if(E(()=>{document.title=o("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${o("Account")}</h1><${xo} /></main>`;let t=async()=>{await ya(),te("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${o("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${o("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${R} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${o("Your profile")}</${R}></p>
      <button type="button" data-testid="logout" onClick=${t}>${o("Log out")}</button>
    </section>
    <${So} />
    <${Co} />
  </main>`}function To({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${o("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,r=300,l=80,c=h=>n.length===1?0:h*r/(n.length-1),u=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${u(h).toFixed(1)}`).join(" "),d=o("Rating after each rated game of {system}: {ratings}",{system:dt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>u(h)>l/2?u(h)-9:u(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${r+8} ${l+16}`} role="img" aria-label=${d}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${u(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function Ro(e){return e.status!=="over"?o("In progress"):e.winner===null||e.winner===void 0?o("No winner"):e.winner===e.seat?o("Won"):o("Lost")}function Eo({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Se(e.ruleset)}</strong>${a}${t.map((s,r)=>i`${r?", ":""}<bdi>${s.kind==="bot"?o("Bot ({level})",{level:Ge(s.difficulty)}):s.name}</bdi>`)}${a}${Ro(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${o("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${R} href=${`/replay/${e.game}`}>${o("Replay")}</${R}>`}
  </li>`}function Ea({name:e}){let[t,n]=b(null),[a,s]=b("");return E(()=>{document.title=e,n(null),W.profile(e).then(n,r=>s(Ye(r)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(r=>i`<section class="panel" data-testid=${"profile-"+r}>
        <h2>${dt(r)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${cn} rating=${t.ratings[r]} testid=${"rating-"+r} />
          <span class="muted"> ± ${t.ratings[r].deviation}</span></bdi></p>
        <p class="muted">${P("{n} rated game","{n} rated games",t.ratings[r].games)}</p>
        <${To} points=${t.history[r]} system=${r} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${o("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${o("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(r=>i`<${Eo} key=${r.game} game=${r} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${o("Loading…")}</p></main>`}function Ma(){let[e,t]=b("duo"),[n,a]=b(null),[s,r]=b("");return E(()=>{document.title=o("Leaderboard")},[]),E(()=>{a(null),W.leaderboard(e).then(a,l=>r(Ye(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${o("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${dt(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${o("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${o("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${o("Player")}</th><th>${o("Rating")}</th><th>${o("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${R} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${R}></td>
            <td><${cn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${o("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${o("Bots")}</h2>
      <p class="muted">${o("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Ge(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Mo=1e3;function Aa(){let e=Qe(),[t,n]=b("duo"),[a,s]=b(4),[r,l]=b(!1),[c,u]=b(null),[p,d]=b(""),$=L(!0);if(E(()=>{document.title=o("Rated play")},[]),E(()=>{if($.current=!0,!e)return;let g=async()=>{try{let _=await W.queueStatus();if(!$.current)return;if(_.status==="matched"){ve(_.game,_.seat,_.token,{}),te(`/game/${_.game}`);return}u(_)}catch(_){$.current&&d(Ye(_))}};g();let y=setInterval(g,Mo);return()=>{$.current=!1,clearInterval(y)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${o("Rated play")}</h1>
      <section class="panel"><p>${o("Rated games need an account, so that your rating follows you.")}</p>
      <p><${R} href="/account" testid="rated-login">${o("Log in or create an account")}</${R}></p></section></main>`;let f=async g=>{g.preventDefault(),d("");try{u(await W.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:r}))}catch(y){d(Ye(y))}},h=async()=>u(await W.leaveQueue()),m=c&&c.status==="waiting",v=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${o("Rated play")}</h1>
    <p>${o("Your rating")}: <${cn} rating=${v} testid="my-rating" />${" · "}<${R}
      href=${`/players/${encodeURIComponent(e.name)}`}>${o("Your profile")}</${R}>${" · "}<${R}
      href="/leaderboard">${o("Leaderboard")}</${R}></p>
    ${m?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${o("Looking for players…")}</h2>
        <p>${dt(c.mode)}${c.mode==="classic"?" · "+P("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${P("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${o("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${o("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${o("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${dt(g)}</label>`)}
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
  </main>`}var Ao=2,Lo=4e3,Oo=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function Po(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Te=null;function La(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function Oa(){if(Te||typeof WebSocket>"u")return;if(window.unoduoEarlySocket)Te=window.unoduoEarlySocket,window.unoduoEarlySocket=null;else try{Te={socket:new WebSocket(La()),hello:null,messages:[]}}catch{Te=null;return}let e=Te;setTimeout(()=>{Te===e&&(Te=null,e.socket.close())},1e4)}function No(e){let t=Te;if(Te=null,!t||t.socket.readyState>WebSocket.OPEN)return null;let n=t.hello;return!n||["protocol","game","token","spectate","code","lang"].every(s=>(n[s]??null)===(e[s]??null))?t:(t.socket.close(),null)}var qt=class{constructor(t,n,a,s,r=null){this.game=t,this.token=n,this.code=r,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return La()}connect(){if(this.closed)return;this.onStatus("connecting");let t={type:"hello",protocol:Ao,game:this.game,lang:Ce()};this.token?t.token=this.token:t.spectate=!0,!this.token&&this.code&&(t.code=this.code);let n,a=null;try{a=No(t),n=a?a.socket:new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=n;let s={round:null,events:[],previous:[]},r=()=>n.send(JSON.stringify(t));a&&a.hello||(n.readyState===WebSocket.OPEN?r():n.addEventListener("open",r));let l=c=>{let u;try{u=JSON.parse(c.data)}catch{return}if(u.type==="error"&&Oo.has(u.code)&&(this.closed=!0,this.onStatus("closed")),u.type==="state"&&u.view&&(s=Po(u,s),s===null)){n.close();return}u.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(u)};if(n.addEventListener("message",l),a){n.onmessage=null;for(let c of a.messages)l(c)}n.addEventListener("close",()=>{this.stopPing(),this.socket===n&&(this.socket=null,!this.closed&&this.scheduleRetry())}),n.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(Lo,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function Io({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${o("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${o("Game")}</dt>
      <dd data-testid="join-ruleset">${Se(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${P("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${o("Bots")}</dt>
        <dd>${P("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${o("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${o("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?o("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${O(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function Pa({code:e}){let[t,n]=b(Xe()),[a,s]=b(null),[r,l]=b(""),[c,u]=b(""),[p,d]=b(!1);E(()=>{let h=Pt(e);if(h){te(`/game/${h}`,!0);return}let m=!0;return W.invitation(e).then(v=>{m&&s(v)},v=>{m&&l(Q(v))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){u(o("Type your name first: the other players see it."));return}d(!0),u("");try{He(m);let v=await W.join(e,m);ve(v.game,v.seat,v.token,{joined_with:e.toUpperCase()}),te(`/game/${v.game}`,!0)}catch(v){u(Q(v)),d(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${o("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${Io} invite=${a} />`}
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
  </main>`}function ae(e,t,n){if(t==null)return"";if(n!=null&&t===n)return o("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${O(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:o("Seat {n}",{n:t+1})}var qo=["best","good","inaccuracy","mistake","blunder"],ut={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},Ia=new Set(["inaccuracy","mistake","blunder"]),Do=5,jo=400;function jt(e,t){switch(e&&e.code){case"too_many_reviews":return o("You already have a review in progress: wait until it is ready.");case"reviews_busy":return o("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return o("The review failed; try again.");case"review_timeout":return o("The review took too long and was stopped; try a smaller budget.");case"hints_off":return o("Hints are only for games against bots: another person plays here.");case"hints_rated":return o("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return o("The coach is still thinking about your last hint.");case"hints_busy":return o("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return o("The coach could not work out a hint; try again.");case"too_many_hints":return o("Too many hints: try again in a moment.");case"not_playing":return o("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?o("Too many reviews: try again later."):Q(e,t);default:return Q(e,t)}}function dn(){E(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Ht(e){switch(e){case"best":return o("Best");case"good":return o("Good");case"inaccuracy":return o("Inaccuracy");case"mistake":return o("Mistake");case"blunder":return o("Blunder");default:return e}}function Le(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Ho(){let e=(Be().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(r=>r.budget===a.budget)===s)}function Uo(e){return e==="quick"?o("Quick"):e==="deep"?o("Deep"):o("Standard")}function Wo(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=je(e);if(s&&a.includes(s.seat))return s.seat;let r=t.find(l=>l.kind==="human");return r?r.seat:0}function Bo(e,t,n,a){let[s,r]=b({status:"loading"}),[l,c]=b(""),u=L(null),p=L(0),d=(f,h)=>{f.then(m=>{h===p.current&&(r(m),c(""),(m.status==="queued"||m.status==="running")&&(u.current=setTimeout(()=>d(W.review(e,t,n),h),jo)))},m=>{h===p.current&&(c(jt(m,"review")),r(v=>v.status==="loading"?{status:"none"}:v))})};return E(()=>{p.current+=1;let f=p.current;return r({status:"loading"}),c(""),d(a?W.askReview(e,t,n):W.review(e,t,n),f),()=>{p.current+=1,clearTimeout(u.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(u.current),p.current+=1,r(f=>({...f,status:"queued",queue_position:null})),d(W.askReview(e,t,n),p.current)}}}function qa({replay:e,game:t,at:n,go:a}){dn();let s=e.players,[r,l]=b(()=>Wo(t,s)),c=qe(Ho,[]),[u,p]=b(()=>(c.find(y=>y.key==="standard")||c[0]).key),d=(c.find(y=>y.key===u)||c[0]).budget,$=qe(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=Bo(t,r,d,$),v=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${o("The coach's review")}</h2>
      <label>${o("Player")}
        <select data-testid="review-seat" value=${String(r)} onChange=${y=>l(Number(y.target.value))}>
          ${s.map(y=>i`<option value=${String(y.seat)} selected=${y.seat===r}>${ae(s,y.seat,null)}</option>`)}
        </select></label>
      <label>${o("Depth")}
        <select data-testid="review-budget" value=${u} onChange=${y=>p(y.target.value)}>
          ${c.map(y=>i`<option value=${y.key} selected=${y.key===u}>${Uo(y.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${o("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${o("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${jt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${Go} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${o("Loading…")}</p>`}
    ${v&&i`<${Fo} review=${v} replay=${e} at=${n} go=${a} seat=${r} />`}
  </section>`}function Go({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?o("Waiting for the coach: number {n} in line",{n:e.queue_position}):o("Waiting for the coach…"):t?n=o("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=o("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function Yo(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function Fo({review:e,replay:t,at:n,go:a,seat:s}){let[r,l]=b("match"),c=e.decisions||[],u=Yo(c,n),p=c.filter($=>$.judged&&Ia.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,Do),d=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${o("{name}: accuracy {n}%",{name:ae(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${o("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${r==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${o("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${r==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${o("the round")}</label>
    </div>
    <${Ko} decisions=${c} replay=${t} at=${n} go=${a} measure=${r} current=${u} />
    <${zo} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${o("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${o("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>d($)}
          aria-current=${u===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${ut[$.label]}</span>
          ${o("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Ht($.label),loss:Le($.loss)})}</button>`)}</div>`}
    </div>
    <${Vo} decision=${u} at=${n} />
    <${Jo} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function zo({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${o("Labels")}>
    ${qo.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${ut[t]}</span>
      ${o("{label}: {n}",{label:Ht(t),n:e[t]||0})}</li>`)}
  </ul>`}var Na=6,Re=e=>Na+(100-2*Na)*(1-e);function Ko({decisions:e,replay:t,at:n,go:a,measure:s,current:r}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",u=L(null),p=L(!1),d=(w,H)=>s==="match"?w[H==="before"?"match_before":"match_after"]:w[H==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,v=null;for(let w of e){let H=1e3*w.index/l,C=1e3*(w.index+1)/l,U=2*Re(d(w,"before")),M=2*Re(d(w,"after")),G=h===null||s==="round"&&w.round!==h;$+=`${G?"M":"L"}${H.toFixed(1)} ${U.toFixed(1)}L${C.toFixed(1)} ${M.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${H.toFixed(1)} ${U.toFixed(1)}L${C.toFixed(1)} ${M.toFixed(1)}`,m===null&&(m=H),v=C),h=w.round}let g=(2*Re(0)).toFixed(1);f&&(f+=`L${v.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let y=r||e.find(w=>w.index>=n)||e[e.length-1];le(()=>{if(!p.current||!u.current)return;p.current=!1;let w=u.current.querySelector("[tabindex='0']");w&&w.focus({preventScroll:!0})});let _=w=>{let H=e.indexOf(y),C=c?"ArrowLeft":"ArrowRight",U=c?"ArrowRight":"ArrowLeft",M=null;if(w.key===C)M=e[Math.min(e.length-1,H+1)];else if(w.key===U)M=e[Math.max(0,H-1)];else if(w.key==="Home")M=e[0];else if(w.key==="End")M=e[e.length-1];else return;w.preventDefault(),w.stopPropagation(),M&&(p.current=!0,a(M.index+1))},x=w=>`${100*w/l}%`,k=e.map(w=>{let H=Dt(w,w.action),C=H?O(H.label):w.action;return o("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:w.index+2,what:C,label:Ht(w.label),before:Le(d(w,"before")),after:Le(d(w,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(w=>i`<span key=${w}
      style=${`inset-block-start: ${Re(w)}%`}>${100*w}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Re(1)} x2="1000" y2=${2*Re(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Re(0)} x2="1000" y2=${2*Re(0)} class="review-edge"
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
        ${e.map((w,H)=>{let C=k[H];return i`<button type="button" key=${w.index} class=${"review-dot label-"+w.label+(w.judged?"":" unjudged")+(w===y?" selected":"")}
            style=${`inset-inline-start: ${x(w.index+1)}; inset-block-start: ${Re(d(w,"after"))}%`}
            tabindex=${w===y?"0":"-1"} aria-label=${C} title=${C}
            aria-current=${w===r?"step":null} data-testid="review-dot" data-step=${w.index+1}
            data-label=${w.label} onClick=${()=>a(w.index+1)}
            ><span aria-hidden="true">${w.judged?ut[w.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function Dt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function Ze({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,r)=>i`<${ne} key=${r} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${ue(e.color)}></span>`}
    <span class="review-choice-label">${O(e.label)}</span></span>`}function Vo({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${o("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(r=>r.action!==n.action&&r.action!==n.best),s=r=>(n.alternatives||[]).find(l=>l.action===r);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${ut[n.label]?`${ut[n.label]} `:""}${Ht(n.label)}</span>
      ${o("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${o("Played")}</dt>
      <dd><${Ze} choice=${Dt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${o("{n}% to win the round",{n:Le(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${o("Best")}</dt>
      <dd><${Ze} choice=${Dt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${o("{n}% to win the round",{n:Le(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${o("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${o("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${o("It cost {n} points of round-win chance (±{se}).",{n:Le(n.loss),se:Le(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${o("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${P("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(r=>i`<li key=${r.action}><${Ze} choice=${Dt(n,r.action)}
        action=${r.action} /> <span class="review-chance">${o("{n}% to win the round",{n:Le((s(r.action)||r).win)})}</span></li>`)}</ul></details>`}
  </div>`}function Jo({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(r=>r.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${o("Rounds")}</caption>
    <thead><tr><th scope="col">${o("Round")}</th><th scope="col">${o("Accuracy")}</th>
      <th scope="col">${o("Result")}</th><th scope="col">${o("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let r=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&Ia.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${r?i`<a href="#" onClick=${c=>{c.preventDefault(),t(r.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?o("won"):o("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var Da=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function ja(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function Ha(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${o("No hints in a rated game: the coach can review it once it is over.")}</p>`}function un(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:jt(t,"hint")}}function Ua({hint:e,onAsk:t,disabled:n}){dn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?o("The coach is thinking…"):o("Hint")}</span></button>`}function pt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Wa({hint:e,choices:t,onClose:n,onPlay:a}){let s=L(null);E(()=>{s.current&&s.current.focus({preventScroll:!0});let p=d=>{d.key==="Escape"&&(d.preventDefault(),n())};return window.addEventListener("keydown",p),()=>window.removeEventListener("keydown",p)},[]);let r=new Map((t||[]).map(p=>[p.action,p])),l=e.status==="ready"?e.data:null,c=l?l.actions.slice().sort((p,d)=>d.round_win-p.round_win):[],u=l&&l.best?r.get(l.best):null;return i`<section class="overlay hint-panel" role="dialog" aria-modal="false" aria-labelledby="hint-title"
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${o("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${o("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${l&&i`<p class="hint-best" data-testid="hint-best" data-action=${l.best}>${o("Suggested:")}
      <${Ze} choice=${u} action=${l.best} /></p>
      <p class="muted">${o("Your chance to win this round: {round}% · the match: {match}%",{round:pt(l.round_win),match:pt(l.match_win)})}</p>`}
    </div>
    ${l&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${o("Every choice")}>
      ${c.map(p=>i`<li key=${p.action} class=${p.action===l.best?"is-best":""}
          data-testid="hint-choice" data-action=${p.action} data-win=${p.round_win}>
        <${Ze} choice=${r.get(p.action)} action=${p.action} />
        <span class="hint-bar" role="img" aria-label=${o("{n}% to win the round",{n:pt(p.round_win)})}>
          <span style=${`inline-size: ${pt(p.round_win)}%`}></span><b aria-hidden="true">${pt(p.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted">${o("Estimated from {n} random deals of the cards you cannot see.",{n:l.worlds})}</p>`}
    <div class="controls">
      ${l&&u&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(l.best)}>${o("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${o("Close")}</button>
    </div>
  </section>`}function et({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,d)=>d),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),r=a.map(p=>e.start_scores?e.start_scores[p]:0),l=r.some(p=>p!==0),c=e.rounds.map((p,d)=>{p.points.forEach((f,h)=>{r[h]+=f});let $=r.slice();return i`<tr data-testid=${"score-round-"+(d+1)}>
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
  </section>`}var yn={};On(yn,{celebrate:()=>gn,countUp:()=>ts,createStateQueue:()=>as,finishAll:()=>Ut,flip:()=>mn,pulse:()=>Zo,reducedMotion:()=>tt,revealHand:()=>ns,shake:()=>es,snapshot:()=>$n});var hn="cubic-bezier(0.2, 0.8, 0.2, 1)",Ba="cubic-bezier(0.45, 0, 0.25, 1)";var fn=new Set;function tt(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function ft(e){return!!e&&typeof e.animate=="function"&&!tt()}function ze(e,t,n){let a=e.animate(t,n);return fn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{fn.delete(a)})}function Ut(){for(let e of Array.from(fn))try{e.finish()}catch{e.cancel()}}function ht(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Fe=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function $n(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,ht(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,ht(n));return t}function Ga(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),r=s?ht(s):t.get(`anchor:${n}`);if(!r)return null;let l=a.boxWidth,c=a.boxHeight,u=Fe(r);return{left:u.x-l/2,top:u.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function Xo(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function pn(e,t,n,a){let s=Fe(t),r=Fe(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,u=Xo(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",d={transform:`translate(${s.x-r.x}px, ${s.y-r.y}px)${p} ${u}`.trim(),zIndex:20},$={transform:u||"none",zIndex:20};return a&&(d.opacity=.2,$.opacity=1),[d,$]}var ye=null;function za(){return ye&&ye.isConnected||(ye=document.createElement("div"),ye.className="motion-layer",ye.setAttribute("aria-hidden","true"),Object.assign(ye.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(ye)),ye}function Ka(){ye&&!ye.firstChild&&(ye.remove(),ye=null)}function Qo(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),za().appendChild(t),t}function mn(e,t,n={}){if(!e||!t||tt()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,r=n.leave||"discard",l=[],c=new Set,u=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let v=t.get(m);if(v){let g=ht(h);(Math.abs(Fe(v).x-Fe(g).x)>1||Math.abs(Fe(v).y-Fe(g).y)>1||Math.abs(v.boxWidth-g.boxWidth)>1)&&ft(h)&&l.push(ze(h,pn(h,v,g,!1),{duration:a,easing:Ba}))}else h.dataset.from&&u.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let d=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of u){let m=d(h.dataset.from);if(!m||!ft(h))continue;let v=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=v?p.findIndex(w=>w.code===v&&w.anchor===m):-1,g<0&&(g=p.findIndex(w=>w.anchor===m&&!w.code)),g<0&&v&&(g=p.findIndex(w=>w.code===v)));let y=null;g>=0&&(y=p[g],p.splice(g,1));let _=ht(h);if(y||(y=Ga(e,t,m,_)),!y)continue;let x=$.get(m)||0;$.set(m,x+1);let k=Math.min(x*s,280);l.push(ze(h,pn(h,y,_,m==="draw"),{duration:a,delay:k,easing:hn,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return r==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let v=Ga(e,t,"discard",h);if(!v)return;let g=Qo(h),[y,_]=pn(g,v,h,!1),x=[{..._,opacity:1},{...y,opacity:1,offset:.8},{...y,opacity:0}],k=Math.min(m*s,280);l.push(ze(g,x,{duration:a,delay:k,easing:Ba,fill:"both"}).then(()=>{g.remove(),Ka()}))}),Promise.all(l).then(()=>{})}function Zo(e){return ft(e)?ze(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:hn,composite:"add"}):Promise.resolve()}function es(e){return ft(e)?ze(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function ts(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},r=Math.max(0,Math.min(Number(a)||0,1200));return tt()||r===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),u=p=>{let d=Math.min(1,(p-c)/r),$=1-(1-d)**3;s(d>=1?n:Math.round(t+(n-t)*$)),d>=1?l():requestAnimationFrame(u)};requestAnimationFrame(u)}))}function ns(e){if(!ft(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>ze(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:hn,fill:"backwards",composite:"add"}))).then(()=>{})}var Ya=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],Fa=["■","▲","●","◆","★"];function gn(e){if(tt()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),r=za(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",r.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),u=[];for(let p=0;p<c;p+=1){let d=document.createElement("span"),$=Ya[p%Ya.length],f=p%3===0;Object.assign(d.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(d.textContent=Fa[p%Fa.length]),l.appendChild(d);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),v=(Math.random()-.5)*720,g=1200+Math.random()*600;u.push(ze(d,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${v/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${v*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${v}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(u).then(()=>{l.remove(),Ka()})}function as(e,t={}){let n=[],a=null,s=0,r=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function u(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||tt();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Ut()}a=null}function p(){return s=r,Ut(),$()}function d(f){n.push(f),r+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,r-1),Ut()),a||(a=u())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:d,flush:p,idle:$,pending:()=>n.length}}var _n={};On(_n,{SOUND_NAMES:()=>rs,isMuted:()=>cs,onMutedChange:()=>us,playSound:()=>$s,renderSound:()=>ms,setMuted:()=>ds,soundReady:()=>ps});var Qa="unoduo.muted",rs=["play","draw","turn","uno","win","lose","shuffle","deal"],os={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},ss=.85,is=2.2,pe=null,vn=!1,mt=ls(),Va=new Map,bn=new Set;function ls(){try{return localStorage.getItem(Qa)==="1"}catch{return!1}}function cs(){return mt}function ds(e){mt=!!e;try{localStorage.setItem(Qa,mt?"1":"0")}catch{}for(let t of Array.from(bn))try{t(mt)}catch(n){console.error(n)}}function us(e){return bn.add(e),()=>bn.delete(e)}function ps(){return vn&&pe!==null}function fs(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function Ja(){vn=!0;try{if(!pe){let e=fs();if(!e)return;pe=new e({latencyHint:"interactive"})}pe.state==="suspended"&&typeof pe.resume=="function"&&pe.resume().catch(()=>{})}catch{pe=null}}typeof window<"u"&&(window.addEventListener("pointerdown",Ja,{capture:!0,passive:!0}),window.addEventListener("keydown",Ja,{capture:!0,passive:!0}));function Za(e,t,n,a){let s=e.createGain();s.gain.value=ss,s.connect(a),wn[t](e,n,s)}function Oe(e,t,{at:n,freq:a,peak:s=.3,attack:r=.01,decay:l=.3,type:c="sine",glide:u=0,partials:p=[]}){let d=e.createGain();d.gain.setValueAtTime(1e-4,n),d.gain.linearRampToValueAtTime(s,n+r),d.gain.exponentialRampToValueAtTime(1e-4,n+r+l),d.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),u&&m.frequency.exponentialRampToValueAtTime(a*f*u,n+r+l);let v=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),v=g}v.connect(d),m.start(n),m.stop(n+r+l+.02)}}var Xa=new WeakMap;function hs(e){let t=Xa.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;Xa.set(e,t)}return t}function $t(e,t,{at:n,length:a,from:s,to:r=s,q:l=1.2,peak:c=.35,attack:u=.006,offset:p=0}){let d=e.createBufferSource();d.buffer=hs(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(r,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*is,n+u),f.gain.exponentialRampToValueAtTime(1e-4,n+a),d.connect($),$.connect(f),f.connect(t),d.start(n,p%.5,a+.02)}var Ke=e=>440*2**(e/12),wn={play(e,t,n){$t(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Oe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){$t(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Oe(e,n,{at:t,freq:Ke(7),peak:.32,attack:.006,decay:.28,partials:a}),Oe(e,n,{at:t+.13,freq:Ke(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Oe(e,n,{at:t+s*.08,freq:Ke(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Oe(e,n,{at:t+.24,freq:Ke(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Oe(e,n,{at:t+s*.11,freq:Ke(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Oe(e,n,{at:t+.5,freq:Ke(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Oe(e,n,{at:t+s*.17,freq:Ke(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);$t(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}$t(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)$t(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function $s(e){if(mt||!vn||!pe||!Object.prototype.hasOwnProperty.call(wn,e))return!1;try{if(pe.state==="suspended"&&pe.resume().catch(()=>{}),pe.state==="closed")return!1;let t=pe.currentTime;return t-(Va.get(e)??-1)<.04||(Va.set(e,t),Za(pe,e,t+.005,pe.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function ms(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(wn,e))return null;let a=new n(1,Math.ceil(os[e]*t),t);return Za(a,e,0,a.destination),a.startRendering()}var kn=yn,Ve=_n;function Pe(e){try{Ve&&Ve.playSound(e)}catch{}}function se(e,...t){try{if(kn&&typeof kn[e]=="function")return kn[e](...t)}catch{}return null}function Ee(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function er(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ne(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function tr({spectator:e,view:t,target:n,panel:a,toggle:s}){let r=!1;try{r=Ve?Ve.isMuted():!1}catch{r=!1}let[,l]=b(0);return i`<div class="table-bar">
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
  </div>`}function nr({panel:e,setPanel:t,view:n,players:a,me:s,log:r,rules:l,autoAnswer:c,onAutoAnswer:u}){return i`<${nt} open=${e==="scores"} title=${o("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${et} view=${n} players=${a} me=${s} />`}
    </${nt}>
    <${nt} open=${e==="log"} title=${o("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${gs} log=${r} open=${e==="log"} />
    </${nt}>
    <${nt} open=${e==="settings"} title=${o("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${p=>u(p.target.checked)} />
        <span>${o("Answer forced moves for me (nothing to choose)")}</span></label>
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${o("Rules of this game")}</h3>
        <ul>${l.map((p,d)=>i`<li key=${d}>${O(p)}</li>`)}</ul>
      </section>`}
    </${nt}>`}function nt({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${o("Close")}</button></div>
    ${s}
  </aside>`}function gs({log:e,open:t}){let n=L(null);return E(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${o("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}function ys(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function ar(e){return e?e.querySelector("button.card:not([disabled])"):null}function rr(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var or="unoduo.sortHand",bs={R:0,Y:1,G:2,B:3},vs=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],ws=38,_s=.56;function ks(){try{return localStorage.getItem(or)!=="off"}catch{return!0}}function xs(e){try{localStorage.setItem(or,e?"on":"off")}catch{}}function Ss(e,t){let n=ys(e,""),a=e.map((r,l)=>({code:r,index:l,key:n[l]}));if(!t)return a;let s=r=>{let{color:l,rank:c,wild:u}=ge(r);return(u?4:bs[l])*100+vs.indexOf(c)};return a.slice().sort((r,l)=>s(r.code)-s(l.code)||r.index-l.index)}function Cs(e,t,n){if(!t||!n||e<=1)return 1;let a=t-40,s=Math.max(1,Math.floor((a-n)/ws)+1);return Math.ceil(e/s)}function Ts(e,t){let[n,a]=b({width:0,card:0});return le(()=>{let s=e.current;if(!s)return;let r=()=>{let c=s.querySelector("button.card"),u=s.clientWidth,p=c?c.offsetWidth:0;a(d=>d.width===u&&d.card===p?d:{width:u,card:p})};if(r(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(r);return l.observe(s),()=>l.disconnect()},[t>0]),n}function sr({view:e,groups:t,mine:n,sending:a,play:s,handRef:r,dumping:l,dumpOrder:c,toggleDump:u,wildCard:p}){let d=e.dump_color,$=document.documentElement.dir==="rtl",[f,h]=b(ks),[m,v]=b(null),g=L("mouse");le(()=>v(null),[e.hand.join(" "),n,l]);let y=D=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(D.key))return;let ee=Array.from(r.current.querySelectorAll("button.card:not([disabled])")),T=ee.indexOf(document.activeElement);if(!ee.length)return;D.preventDefault();let j=T;if(D.key==="Home")j=0;else if(D.key==="End")j=ee.length-1;else{let K=D.key==="ArrowDown"||D.key===($?"ArrowLeft":"ArrowRight");j=T<0?0:(T+(K?1:-1)+ee.length)%ee.length}ee[j].focus()},_=e.hand.length?P("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:wa(e.hand)}):o("Your hand is empty"),x=e.hand.length,k=Ts(r,x),w=Cs(x,k.width,k.card),H=Ss(e.hand,f),C=[],U=0;for(let D=0;D<w;D++){let Z=Math.floor(x/w)+(D<x%w?1:0);C.push(H.slice(U,U+Z)),U+=Z}let M=(D,Z)=>{if(g.current!=="mouse"&&m!==D.key){v(D.key);return}v(null),Z()},G=!1,oe=(D,Z,ee)=>{let{code:T,index:j,key:K}=D,F=!1,Y=null,ie=!1;if(l){F=ge(T).color===d&&!a;let he=c.indexOf(j);he>=0&&(Y=String(he+1),ie=!0)}else F=n&&!a&&t.plays.has(T),ie=p===T;let fe=e.drawn===T&&!G;fe&&(G=!0);let _e="";if(w===1){let he=Math.min(3,16/Math.max(ee-1,1)),ke=(ee-1)/2,we=ke>0?(Z-ke)/ke:0,Ie=(Z-ke)*he*($?-1:1),at=Math.round(we*we*Math.min(14,ee*1.5));_e=`--rot: ${Ie.toFixed(2)}deg; --arc: ${at}px`}let be=[fe?"card-drawn":"",m===K&&F?"card-lifted":""].join(" ");return i`<${ne} key=${K} code=${T} cardKey=${K} from="draw"
      onPlay=${l?()=>u(j):()=>M(D,()=>s(T))}
      disabled=${!F} badge=${Y} selected=${ie} style=${_e}
      extraClass=${be} testid=${"hand-card-"+T} />`},re=()=>{xs(!f),h(!f)};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <div class="hand-head">
      <h2 class="hand-title" id="hand-title">${P("Your hand ({n} card)","Your hand ({n} cards)",x)}${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e.seat}>${o("Score {n}",{n:e.scores[e.seat]})}</span></h2>
      ${x>1&&i`<button type="button" class="sort-toggle" data-testid="sort-toggle" aria-pressed=${f?"true":"false"}
        onClick=${re}>${o("Sort by colour")}</button>`}
    </div>
    <div class=${"hand"+(x>14&&w===1?" hand-many":"")+(w>1?" hand-rows":"")}
        ref=${r} onKeyDown=${y} data-testid="hand" data-rows=${w}
        onPointerDown=${D=>{g.current=D.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{g.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(x,1)}; --row-show: ${_s}`}>
      ${w===1?H.map((D,Z)=>oe(D,Z,x)):C.map((D,Z)=>i`<div class="hand-row" key=${"row-"+Z} style=${`--n: ${Math.max(D.length,1)}`}>
          ${D.map((ee,T)=>oe(ee,T,D.length))}</div>`)}
    </div>
    ${n&&!l&&i`<p class="hint">${o("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function ir({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${o("{name} showed you the hand they held:",{name:ae(t,e.seat,n)})}>
    <p>${o("{name} showed you the hand they held:",{name:ae(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,r)=>i`<${ne} key=${r} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${o("Close")}</button>
  </section>`}function Rs(e,t,n,a){let s=e.scores,r=Ne(e),l=r?Math.min(...s):Math.max(...s),c=s.map((p,d)=>p===l?d:-1).filter(p=>p>=0);if(c.length>1)return o("The totals are level");let u=c[0];return r?u===n?o("You are ahead: the lowest total wins, and yours is {n}",{n:l}):o("{name} is ahead: the lowest total wins, and theirs is {n}",{name:ae(t,u,n),n:l}):u===n?o("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):o("{name} is ahead: the first to {target} wins, and they have {n}",{name:ae(t,u,n),target:a,n:l})}function Es({to:e,testid:t}){let[n,a]=b(e);return E(()=>{se("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function Ms(e,t){return t.out===null||t.out===void 0?o("The round is blocked: each player scores their own hand"):Ne(e)?o("Going out scores 0; the other players score the cards left in their hands."):o("Going out scores the cards left in the other players' hands.")}function As({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,r=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${o("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${o("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${ne} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${o("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:r[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${P("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:ae(t,l.seat,n),points:r[l.seat]})}</p>`)}
  </div>`}function lr({info:e,view:t,players:n,me:a,onClose:s,target:r}){let l=L(null);E(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,u=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${o("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${u===null?o("Nobody went out."):u===a?o("You went out!"):o("{name} went out",{name:ae(n,u,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${Ms(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("This round")}</th>
        <th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,d)=>i`<tr class=${d===a?"me":""}>
        <th scope="row"><bdi>${ae(n,d,a)}</bdi></th>
        <${Es} to=${p} testid=${"round-points-"+d} />
        <td data-testid=${"round-total-"+d}>${t.scores[d]}</td>
      </tr>`)}</tbody>
    </table>
    <${As} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${Rs(t,n,a,r)}</p>
    <p class="muted">${o("The next round is dealt when you are ready.")}</p>
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${o("Next round")}</button>
  </section>`}var Ls=12,Os=1e3;function Ps(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function Ns({game:e}){let t=Qe(),n=t?t.name:null,[a,s]=b(null);if(E(()=>{if(s(null),!n)return;let c=!1,u=null,p=0,d=()=>{p+=1,p<Ls&&(u=setTimeout($,Os))},$=async()=>{try{let f=await W.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&d()}catch(f){!c&&f.code!=="not_rated"&&d()}};return $(),()=>{c=!0,clearTimeout(u)}},[e,n]),!a||!a.rated)return null;let r=a.player,l=null;if(r&&r.rating!==null){let c={rating:r.rating,change:Ps(r.change)},u=r.provisional?o("Your rating: {rating} ({change}), provisional",c):o("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${r.rating} data-change=${r.change}
      class=${"rating-change "+(r.change>=0?"up":"down")}
      title=${r.provisional?o("Provisional: a few more rated games are needed."):""}>${u}</p>`}else r&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${o("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?o("Rated game of Classic UNO"):o("Rated game of UNO Duo")}</p>
    ${l}
    ${r&&i`<${R} href=${`/players/${encodeURIComponent(r.name)}`} testid="rated-profile-link">
      ${o("Your profile")}</${R}>`}
  </div>`}function cr({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:r,game:l}){let c=L(null);E(()=>{c.current&&c.current.focus({preventScroll:!0})},[]);let u=e.winner,p=u==null,d,$;p?(d=r?o("The match is over"):o("A draw"),$=o("The match is a draw")):u===n?(d=o("You won"),$=o("You won the match!")):(d=r?o("The match is over"):o("You lost"),$=o("{name} won the match",{name:ae(t,u,n)}));let f=p?"draw":u===n?"won":r?"over":"lost",h=t.filter(g=>g.seat!==n&&g.kind==="human"),m=s&&h.some(g=>!g.rematch_requested),v=Ne(e);return i`<section class=${"overlay match-over outcome-"+f} data-testid="match-over"
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
    <${Ns} game=${l} />
    <details class="match-rounds"><summary>${o("Every round")}</summary>
      <${et} view=${e} players=${t} me=${n} /></details>
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
  </section>`}function Wt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${R} href=${a} testid="watch-link">${o("Watch it instead")}</${R}></p>`}
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}function dr({status:e}){if(e==="open")return null;let t=e==="closed"?o("Disconnected."):o("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function ur({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${o("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${Is} welcome=${e} />`:null}
  </section>`}function Is({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=b(""),s=async(u,p)=>{try{await navigator.clipboard.writeText(u),a(p)}catch{a("")}},r=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:o("UNO Duo"),text:o("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
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
  </div>`}function qs({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function pr({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,r=e.top,l=r&&ge(r).wild,c=e.discard||[],u=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,d=P("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${o("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${qs} direction=${e.direction} />`}
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
        <span class="glyph">${Ue[s]}</span>${ue(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${P("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${r&&i`<p class="visually-hidden" data-testid="top-card-text">${o("Top card: {card}",{card:Ae(r,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${o("Colour: {color}",{color:ue(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?o("Direction: clockwise"):o("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${P("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function fr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:r,rated:l,controls:c}){let u=e.view,p=u.seat,d=c.sending;return i`<section class="prompt" data-testid="prompt" aria-label=${o("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${O(e.prompt)}</p>
    ${n&&u.decision==="challenge"&&i`<${js} view=${u} />`}
    ${e.deadline&&!u.match_over&&i`<${Ds} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!u.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(O).join(" ")}</p>`}
    ${n&&!a&&i`<${Hs} ...${c} />`}
    ${Ee(e)&&!a&&ja(t,p)&&(l?i`<${Ha} />`:i`<${Ua} hint=${s} onAsk=${r} disabled=${d} />`)}
  </section>`}function Ds({deadline:e,mine:t}){let[n,a]=b(Date.now());E(()=>{let r=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(r)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?P("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):P("{n} second left","{n} seconds left",s)}</p>`}function js({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(r=>r.kind==="play"||r.kind==="color"),s=n&&!ge(n).wild?ge(n).color:null;if(!s&&a.length>=2)for(let r=a.length-2;r>=0;r--){let l=a[r].info;if(typeof l=="number"&&l>=0){s=Nt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${Ue[s]} </span>${o("Colour before the Wild Draw 4: {color}",{color:ue(s)})}</p>`:null}function Hs(e){let{view:t,groups:n,send:a,sending:s,unoArmed:r,setUnoArmed:l,dumpMode:c,setDumpMode:u,dumping:p,dumpReady:d,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,v=(y,_,x)=>{let k=m.get(y),w=k.key?k.key.toUpperCase():"";return i`<button type="button" class=${x?"primary":""}
    disabled=${s} data-testid=${_} onClick=${()=>a(k.action)}
    data-autofocus=${x?"true":null}>${O(k.label)}${w&&i` <kbd aria-hidden="true">${w}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${o("Candidate card:")}</p>
      <${ne} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(v("keep","action-keep",!0)),m.has("reject")&&g.push(v("reject","action-reject")),n.colors.length){let y=_=>{let x=n.colors.find(k=>k.color===_);x&&a(x.action)};g.push(i`<${xn} title=${o("Name the colour")} onPick=${y} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(v("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(v("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(v("challenge","action-challenge")),m.has("accept")&&g.push(v("accept","action-accept",!0)),m.has("catch")&&g.push(v("catch","action-catch",!0)),m.has("ignore")&&g.push(v("ignore","action-ignore"));for(let[y,_]of m)_.kind==="swap"&&g.push(v(y,"action-"+y.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>u(!0)}>
      ${o("Dump your {color} cards",{color:ue(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${P("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:ue(t.dump_color)})}</p>
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
      ${r?o("UNO! called"):o("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function xn({title:e,onPick:t,onCancel:n,testid:a}){let s=L(null),r=L({onPick:t,onCancel:n});return r.current={onPick:t,onCancel:n},le(()=>{s.current&&s.current.focus();let l=c=>{let u=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(Nt.includes(u)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),r.current.onPick(u)):c.key==="Escape"&&r.current.onCancel&&(c.preventDefault(),r.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${Nt.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${Ue[l]} </span>${ue(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${o("Cancel")}</button>`}
  </div>`}function $r(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let r=(a+s)%e;r!==t&&n.push(r)}return n}function Us(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function Ws({seat:e,view:t,players:n,me:a,many:s,place:r}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],u=t.to_act===e&&!t.match_over,p=ae(n,e,a),d=l.kind==="bot"?o("Bot ({level})",{level:Ge(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(u?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${r||""}
      aria-label=${P("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${Us(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${d&&i` <span class="muted">${d}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${o("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${o("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${P("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${o("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>i`<${We} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${u&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function hr(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,r=t>2?.8:.62;return{x:Math.cos(n(e)),y:r*a(e)/s,angle:n(e)}}function mr({others:e,view:t,players:n,me:a,many:s}){let r=t.players>2,l=e.length,c=u=>`--x: ${u.x.toFixed(3)}; --y: ${u.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(r?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${r?`--n: ${l}`:""} aria-label=${o("Players")}>
    ${e.map((u,p)=>{let d=hr(p-.5,l),$=90-d.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&r&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+u}
          style=${`${c(d)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${Ws} key=${u} seat=${u}
        view=${t} players=${n} me=${a} many=${s} place=${r?c(hr(p,l)):""} />`})}
  </ul>`}function Bs(e){let t=new Map,n=[],a=[],s=new Map,r=new Map,l=!1;for(let d of e||[])d.uno&&(l=!0),d.key&&!r.has(d.key)&&r.set(d.key,d),d.kind==="play"?(t.has(d.card)||t.set(d.card,[]),t.get(d.card).push(d)):d.kind==="dump"?n.push(d):d.kind==="color"?a.push(d):s.set(d.action,d);let c=e||[],u=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(d=>d.kind==="draw"||d.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:r,draw:p,unoPossible:l,forced:u}}function gr(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),r=a.find(l=>!l.uno);return n&&s?s.action:r?r.action:s?s.action:null}var yr="unoduo.autoAnswer";function Gs(){try{return localStorage.getItem(yr)!=="off"}catch{return!0}}function Ys(e){try{localStorage.setItem(yr,e?"on":"off")}catch{}}function Bt({st:e,players:t,send:n,sending:a,log:s,roundOver:r,closeRoundOver:l,askRematch:c,rematchAsked:u,game:p,reveal:d,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:v,rules:g}){let y=e.view,_=y.seat,x=!(r&&!y.match_over)&&(Ee(e)||er(e)),k=qe(()=>Bs(x?e.choices:[]),[e]),[w,H]=b(!1),[C,U]=b(null),[M,G]=b(!1),[oe,re]=b([]),[D,Z]=b(null),[ee,T]=b(Gs()),j=L(null),K=S=>Z(I=>I===S?null:S),F=x&&ee&&k.forced&&!y.match_over?k.forced:null;le(()=>{H(!1),U(null),re([]),G(y.decision==="dump"&&x)},[e.seq]),E(()=>{F&&n(F.action,F)},[e.seq,F]);let Y=k.dumps.length?k.dumps[0].cards:[],ie=x&&M&&k.dumps.length>0,fe=S=>{if(ge(S).wild){U(S);return}let I=gr(k.plays.get(S)||[],null,w);I&&n(I)},_e=S=>{let I=gr(k.plays.get(C)||[],S,w);U(null),I&&n(I)},be=S=>{let I=`dump ${S.join(" ")}`,J=k.dumps.some(ce=>ce.uno),B=k.dumps.some(ce=>!ce.uno);return J&&(w||!B)?`${I} uno`:I},he=S=>{if(Y.length===1){n(be([y.hand[S]]));return}re(I=>I.includes(S)?I.filter(J=>J!==S):I.concat([S]))},ke=()=>be(oe.map(S=>y.hand[S])),we=ie&&oe.length===Y.length;le(()=>{let S=I=>{if(I.ctrlKey||I.metaKey||I.altKey)return;let J=I.target;if(J&&(J.tagName==="INPUT"||J.tagName==="SELECT"||J.tagName==="TEXTAREA")||C)return;let B=I.key.toLowerCase(),ce=k.other,N=$e=>{I.preventDefault(),n($e)};if(I.key==="Escape"&&D){I.preventDefault(),Z(null);return}if(B==="s"){I.preventDefault(),K("scores");return}if(B==="h"){I.preventDefault(),rr(j.current,0);return}if(!x||a||F)return;let z=y.decision==="after_draw"&&(k.plays.get(y.drawn)||[])[0],V=B==="p"?z:k.keys.get(B);V&&V.kind==="play"?(I.preventDefault(),fe(V.card)):V&&V.kind==="dump"?(I.preventDefault(),y.decision==="turn"&&G(!0)):V&&V.kind!=="color"&&ce.has(V.action)?N(V.action):B==="u"&&k.unoPossible&&(I.preventDefault(),H($e=>!$e))};return window.addEventListener("keydown",S),()=>window.removeEventListener("keydown",S)}),E(()=>{if(!x)return;let S=document.activeElement;if(S&&S!==document.body&&document.contains(S))return;let I=document.querySelector("[data-autofocus='true']")||ar(j.current);I&&I.focus({preventScroll:!0})},[e.seq]);let Ie=[...y.events].reverse().find(S=>S.kind==="play"||S.kind==="dump"),at=Ie?Ie.seat===_?"hand":`seat-${Ie.seat}`:null,yt=y.options&&y.options.target_score||(y.ruleset==="classic"?500:200),bt=$r(y.players,_),vt=bt.length>3,A=_===null;return i`<div class="table">
    <${tr} spectator=${A} view=${y} target=${yt} panel=${D} toggle=${K} />
    <${mr} others=${bt} view=${y} players=${t} me=${_} many=${vt} />
    <${pr} view=${y} canDraw=${x&&!a&&!F&&!!k.draw}
      onDraw=${()=>n(k.draw.action)} from=${at} />
    <${fr} st=${e} players=${t} mine=${x} autoAction=${F}
      hint=${f} askHint=${h} rated=${v}
      controls=${{view:y,groups:k,send:n,sending:a,unoArmed:w,setUnoArmed:H,dumpMode:M,setDumpMode:G,dumping:ie,dumpReady:we,dumpAction:ke,dumpCards:Y,clearDump:()=>re([])}} />
    ${_!==null?i`<${sr} view=${y} groups=${k} mine=${x&&!F} sending=${a} play=${fe}
          handRef=${j} dumping=${ie} dumpOrder=${oe} toggleDump=${he} wildCard=${C} />`:i`<div></div>`}
    ${C&&i`<div class="overlay picker-overlay"><${xn}
      title=${o("Choose the colour for your {card}",{card:Ae(C)})}
      onPick=${_e} onCancel=${()=>U(null)} testid="wild-color-picker" /></div>`}
    ${d&&i`<${ir} reveal=${d} players=${t} me=${_} onClose=${$} />`}
    ${f&&x&&i`<${Wa} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${S=>{m(),n(S)}} />`}
    ${r&&!y.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${r&&!y.match_over&&i`<${lr} info=${r} view=${y} players=${t} me=${_}
      onClose=${l} target=${yt} />`}
    ${y.match_over&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${y.match_over&&i`<${cr} view=${y} players=${t} me=${_} askRematch=${c}
      rematchAsked=${u} game=${p} spectator=${A} />`}
    <${nr} panel=${D} setPanel=${Z} view=${y} players=${t} me=${_} log=${s} rules=${g}
      autoAnswer=${ee} onAutoAnswer=${S=>{Ys(S),T(S)}} />
  </div>`}var br="unoduo.learn.done",Cn=["duo","classic"];function vr(){try{let e=JSON.parse(localStorage.getItem(br)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function Fs(e){let t=vr();if(!t.has(e)){t.add(e);try{localStorage.setItem(br,JSON.stringify([...t]))}catch{}}}function wr(){E(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function _r(){let[e,t]=b(Ce());return E(()=>At(n=>t(n)),[]),e}function kr(e){let[t,n]=b(null),[a,s]=b("");return E(()=>{let r=!0;return Promise.all(Cn.map(l=>W.lessons(l,e))).then(l=>{if(!r)return;let c={};Cn.forEach((u,p)=>{c[u]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{r&&s(Q(l))}),()=>{r=!1}},[e]),{lists:t,error:a}}async function zs(e,t){try{let n=await W.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:Xe()});ve(n.game,n.seat,n.token,{}),te(`/game/${n.game}`)}catch(n){t(Q(n,"create"))}}function xr(){wr();let e=_r(),{lists:t,error:n}=kr(e),a=vr();return E(()=>{document.title=o("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${o("Learn by playing")}</h1>
    <p class="learn-intro">${o("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${o("Loading…")}</p>`}
    ${t&&Cn.map(s=>{let r=t[s],l=r.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Se(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${o("{done} of {total} done",{done:l,total:r.length})}</span></h2>
        <ol class="lesson-list">
          ${r.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${R} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${O(c.title)}</strong>
                <span class="lesson-goal">${O(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${o("(done)")}</span>`}
            </${R}></li>`)}
        </ol>
      </section>`})}
  </main>`}function Sn(e){return(e.narration||[]).filter(t=>!!t)}function Ks(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function Vs(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=Ks(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",se("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&se("shake",l);return}let r=n.getBoundingClientRect();s.forEach((l,c)=>{let u=a.querySelector(`[data-card="${l}"]`),p=u&&(u.closest("button")||u);if(!p||typeof p.animate!="function")return;let d=p.getBoundingClientRect(),$=r.left+r.width/2-(d.left+d.width/2),f=r.top+r.height/2-(d.top+d.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function Js({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${o("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${O(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${o("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&i`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${O(n.text)}
        ${t&&i` <strong class="taken-back" data-testid="taken-back">${o("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&i`<p class="lesson-try" data-testid="lesson-prompt">${O(e.prompt)}</p>`}
  </section>`}function Xs({lesson:e,next:t,ruleset:n}){let a=L(null),[s,r]=b("");return E(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${o("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${O(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>te(`/learn/${encodeURIComponent(t.id)}`)}>${o("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>zs(n,r)}>${o("Play a bot now")}</button>
      <${R} href="/learn" testid="all-lessons">${o("All lessons")}</${R}>
    </div>
  </section>`}function Sr({id:e}){wr();let t=_r(),[n,a]=b([]),[s,r]=b(null),[l,c]=b(!1),[u,p]=b(""),[d,$]=b(""),[f,h]=b(null),[m,v]=b([]),[g,y]=b(""),_=L(null),x=L(null),k=L(0),w=L(null),{lists:H}=kr(t),C=async(j,K)=>{c(!0);let F;try{F=await W.lesson(e,j,Ce())}catch(we){c(!1),we&&(we.code==="unknown_lesson"||we.status===404)?$(o("There is no such lesson.")):p(Q(we));return}let Y=F.lesson,ie=Y.undone?j.slice(0,-1):j,fe=w.current,_e=fe?Sn(fe.state).length:0,be=Sn(F.state),he=be.length>_e?be.slice(_e):[];v(fe&&!Y.undone?he.slice(-3):[]),k.current+=1,x.current={before:se("snapshot",_.current),tried:Y.undone?K:null},a(ie),h(Y.undone?K:null),w.current={state:F.state,lesson:Y,seq:k.current},r(w.current),p(""),c(!1),Y.feedback&&Pe(Y.feedback.kind==="wrong"?"lose":"turn"),Y.done&&Fs(e);let ke=[Y.feedback?O(Y.feedback.text):"",Y.done?O(Y.summary):O(Y.prompt)];y(ke.filter(Boolean).join(" "))};E(()=>{r(null),w.current=null,a([]),h(null),$(""),p(""),C([],null)},[e]),E(()=>{s&&C(n,null)},[t]),le(()=>{let j=x.current;if(!j)return;x.current=null;let K=_.current;K&&delete K.dataset.takenBack,j.tried?Vs(K,j.tried):j.before&&se("flip",K,j.before,{leave:"none"})},[s&&s.seq]),E(()=>{s&&(document.title=`${O(s.lesson.title)} — ${o("Learn")}`)},[s&&s.seq,t]);let U=j=>{l||!s||s.lesson.done||C(n.concat([j]),j)};if(d)return i`<main class="page" data-testid="lesson-missing"><h1>${d}</h1>
      <p><${R} href="/learn">${o("All lessons")}</${R}></p></main>`;let M=s?Object.assign({},s.state,{lastTold:m}):null,G=s?s.lesson:null,oe=M?M.view.ruleset:"duo",re=H&&H[oe]||[],D=re.findIndex(j=>j.id===e),Z=D>=0&&D+1<re.length?re[D+1]:null,ee=M?(M.players||[]).map(j=>j.seat===M.view.seat?j:{...j,kind:"lesson"}):[],T=M?Sn(M).map((j,K)=>({key:`l${K}`,say:()=>O(j)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${_}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${M?M.seq:-1} data-decision=${M?M.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${M?M.status:""}
      data-undone=${f?"true":"false"} data-done=${G&&G.done?"true":"false"}
      data-my-turn=${M&&!G.done&&M.view.to_act===M.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${u&&i`<p class="error" role="alert" data-testid="table-error">${u}</p>`}
    ${G&&i`<${Js} lesson=${G} undone=${f} />`}
    ${M?i`<${Bt} st=${M} players=${ee} send=${U} sending=${l||G.done} log=${T}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} />`:i`<p class="table-message" data-testid="loading">${o("Loading…")}</p>`}
    ${G&&G.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${Xs} lesson=${{...G,id:e}} next=${Z} ruleset=${oe} />`}
  </main>`}function Tn(e){return Q(e)}function Qs(e,t,n){let a=e.view||{},s=a.players||n.players.length,r=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,u)=>Array(r[u]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function Cr(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await nn(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),r=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,u=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function d(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=nn(`${t}/${encodeURIComponent(f)}`).then(m=>{let v=(m.steps||[]).map(g=>Qs(g,f,{players:s,...n}));return v.sort((g,y)=>g.index-y.index),l.set(f,v),c.delete(f),v},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let v=p(h)?p(h).first_step:0,g=f[m-v];return g&&g.index===m?g:f.find(y=>y.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:r,roundOf:u,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=u(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=u(f),m=$(await d(h),h,f);if(!m)throw new De(0,"missing_step",o("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=u(f),m=p(h);if(!m)return;let v=()=>{};if(d(h).catch(v),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&d(g.round).catch(v)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&d(g.round).catch(v)}}}}var Zs=3,Gt=[-7,4,-2];function ei(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Tr({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=ei(e,a.map(c=>c||"?")),r=t.toAct===e&&!t.over,l=ae(n.players,e,null);return i`<div class=${"replay-seat"+(r?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${r?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${P("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${o("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,u)=>i`<span class="replay-slot" key=${s[u]} data-card-key=${s[u]} data-from="draw"
        >${c?i`<${ne} code=${c} size="small" />`:i`<${We} size="small" label=${o("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function ti({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-Zs),s=n.slice(a),r=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?o("Top card: {card}",{card:Ae(e.top,e.color)}):"",c=e.color?o("Colour: {color}",{color:ue(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${We} size="small" label=${P("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${ne} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((u,p)=>{let d=a+p,$=d===n.length-1&&!!e.top,f=Gt[(d%Gt.length+Gt.length)%Gt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+d}
          data-card-key=${"d"+d+"-"+u} data-from=${d===n.length-1?r:null}
          style=${`--tilt: ${f}deg`}><${ne} code=${u} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${Ue[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${P("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?o("Play goes clockwise ↻"):o("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Rr({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,d)=>d),r=s.filter(p=>p!==0),l=L(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},u=p=>{let d=l.current;if(l.current=null,!d||!a)return;let $=p.clientX-d.x,f=p.clientY-d.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(r.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${o("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${u}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${r.map(p=>i`<${Tr} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${ti} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${Tr} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function Er(e){return(e.narration||[]).filter(t=>t).map(O)}function Mr({step:e,quiet:t}){let n=Er(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=o("Start of the match"):a=o("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((r,l)=>i`<li key=${l}>${r}</li>`)}</ul>`}
  </div>`}function Ar({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?o("The match is a draw"):o("{name} won the match",{name:ae(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function Lr({replay:e,round:t,at:n,onPick:a}){let s=L(null),r=e.framesOf(t)||[];return E(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let u=c.offsetTop;u<l.scrollTop?l.scrollTop=u:u+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=u+c.offsetHeight-l.clientHeight)},[n,r.length]),i`<section class="panel replay-moves">
    <h2>${o("Moves")} · ${o("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${r.length?r[0].index+1:1}>
      ${r.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?Er(l)[0]||l.action:o("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var ni=[.5,1,2,4,8],ai=900;function ri(){E(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var oi={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function gt({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${oi[e]} fill="currentColor" /></svg>`}function si(e){let t=je(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function Or({game:e}){ri();let[t,n]=b(null),[a,s]=b("");return E(()=>{document.title=o("Replay");let r=!0;return Cr(e).then(l=>r&&n(l),l=>r&&s(Tn(l))),()=>{r=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${o("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${R} href=${`/game/${e}`}>${o("Back to the game")}</${R}></p></main>`:t?i`<${ii} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${o("Replay")}</h1>
      <p>${o("Loading…")}</p></main>`}function ii({replay:e,game:t}){let n=e.total-1,[a,s]=b(0),[r,l]=b(null),[c,u]=b(!1),[p,d]=b(1),[$,f]=b(""),h=L(null),m=L(null),v=L(0),g=ai/p;E(()=>{let C=!0,U=e.stepNow(a);return U?(l(U),f("")):e.step(a).then(M=>{C&&(l(M),f(""))},M=>C&&f(Tn(M))),e.prefetchAround(a),()=>{C=!1}},[a]),E(()=>{if(!c)return;if(a>=n){u(!1);return}if(!r||r.index!==a)return;let C=setTimeout(()=>_(1),g);return()=>clearTimeout(C)},[c,a,r,p]);function y(C,U){let M=Math.max(0,Math.min(n,C)),G=v.current;M!==G&&(v.current=M,m.current=U&&M===G+1&&g>=150&&h.current&&r&&r.index===G?$n(h.current):null,s(M))}let _=C=>y(v.current+C,C===1);le(()=>{let C=m.current;C&&r&&r.index===a&&h.current&&(m.current=null,mn(h.current,C,{duration:Math.min(320,g*.6)}),r.over&&gn(h.current))},[r]),E(()=>{let C=U=>{if(U.ctrlKey||U.metaKey||U.altKey||U.defaultPrevented)return;let M=U.target,G=M&&M.tagName;if(G==="INPUT"||G==="SELECT"||G==="TEXTAREA"||M&&M.isContentEditable)return;let oe=document.documentElement.dir==="rtl",re=oe?"ArrowLeft":"ArrowRight",D=oe?"ArrowRight":"ArrowLeft";if(U.key===re)_(1);else if(U.key===D)_(-1);else if(U.key==="Home")y(0,!1);else if(U.key==="End")y(n,!1);else if(U.key===" "&&G!=="BUTTON"&&G!=="A")u(Z=>!Z);else return;U.preventDefault()};return window.addEventListener("keydown",C),()=>window.removeEventListener("keydown",C)},[n,g,r]);let x=r,k=!x||x.index!==a,w=e.roundOf(a),H=()=>{!c&&a>=n&&y(0,!1),u(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${x?x.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${k?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${o("Replay")}</h1>
    ${x&&i`<${Rr} step=${x} replay=${e} boardRef=${h} onSwipe=${_} />`}
    ${!x&&i`<p class="replay-board-placeholder">${o("Loading…")}</p>`}
    ${x&&i`<${Mr} step=${x} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${o("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>y(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${o("Start")} title=${o("Start")}><${gt} shape="first" /></button>
        <button type="button" onClick=${()=>_(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${o("Back")} title=${o("Back")}><${gt} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${H} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${gt} shape=${c?"pause":"play"} />
          <span>${c?o("Pause"):o("Play")}</span></button>
        <button type="button" onClick=${()=>_(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${o("Next")} title=${o("Next")}><${gt} shape="next" /></button>
        <button type="button" onClick=${()=>y(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${o("End")} title=${o("End")}><${gt} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${o("Move")} class="replay-slider"
        aria-valuetext=${o("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${C=>y(Number(C.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${o("Round")}
          <select data-testid="replay-round" value=${String(w)}
            onChange=${C=>y(e.firstStepOf(Number(C.target.value)),!1)}>
            ${e.rounds.map(C=>i`<option value=${String(C.round)} selected=${C.round===w}>${C.round}</option>`)}
          </select></label>
        <label>${o("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${C=>d(Number(C.target.value))}>
            ${ni.map(C=>i`<option value=${String(C)} selected=${C===p}>${C}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${o("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${o("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${qa} replay=${e} game=${t} at=${a} go=${C=>y(C,!1)} />
    </div>
    <aside class="replay-side">
    ${x&&i`<${Ar} step=${x} replay=${e} />`}
    ${x&&i`<${et} view=${x.sheet} players=${e.players} me=${null} />`}
    ${x&&i`<${Lr} replay=${e} round=${x.round} at=${a} onPick=${C=>y(C,!1)} />`}
    <p class="replay-links"><${R} href=${`/game/${t}`}>${o("Back to the game")}</${R}>
      <span aria-hidden="true"> · </span><a href=${si(t)} download data-testid="download-record">
        ${o("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Yt=null;function li({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${O(e.title)}</h2>
    <p>${O(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.cards.map((t,n)=>i`<${ne} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${o("Example:")}</strong> ${O(e.example.text)}</figcaption>
    </figure>
  </section>`}function ci({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${o("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${O(t.term)}</dt>
        <dd>${O(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function Pr(){let[e,t]=b(null),[n,a]=b("");E(()=>{document.title=o("Rules");let r=!0;return Yt||(Yt=W.rulebook().catch(l=>{throw Yt=null,l})),Yt.then(l=>{r&&t(l)},l=>{r&&a(Q(l))}),()=>{r=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${o("On this page")}>
    <ol>
      ${e.duo.map(r=>i`<li><a href=${"#rule-"+r.id}>${O(r.title)}</a></li>`)}
      <li><a href="#classic">${o("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${o("Words of the game")}</a></li>
    </ol>
  </nav>`;return i`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${o("Rules")}</h1>
    <p class="rules-intro">${o("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&i`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&i`<p>${o("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(r=>i`<${li} key=${r.id} idea=${r} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${o("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(r=>i`<p>${O(r)}</p>`)}
    </section>`}
    ${e&&i`<${ci} terms=${e.glossary} />`}
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}function di(e,t,n){let a=L({}),[,s]=b(0),r=Date.now();for(let u of e)u.kind==="human"&&u.joined&&!u.connected&&u.seat!==t?u.seat in a.current||(a.current[u.seat]=r):delete a.current[u.seat];let l=Object.values(a.current).map(u=>u+n*1e3-r).filter(u=>u>0),c=l.length?Math.min(...l):null;return E(()=>{if(c===null)return;let u=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(u)},[c]),e.filter(u=>u.seat in a.current&&r-a.current[u.seat]>=n*1e3)}function Nr({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let r=di(e||[],t,n||30);return!a||r.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${r.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${o("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${o("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${o("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var Ir=200,ui=650,pi=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function fi(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,r=(t.previous_events||[]).filter(u=>u.kind==="draw"&&u.info==="last_card"),l=[],c=null;return n.points.forEach((u,p)=>{if(p===n.out)return;let d=r.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...d.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,v)=>m+(Number(v.value)||0),0)===u&&$.length&&(c=f)}else e.handSizes&&u>0&&Ne(t)&&l.push({seat:p,count:e.handSizes[p]+d.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function Rn({game:e,spectator:t}){let n=t?null:je(e),[a,s]=b(null),[r,l]=b(null),[c,u]=b([]),[p,d]=b("connecting"),[$,f]=b(""),[h,m]=b(""),[v,g]=b(null),[y,_]=b(!1),[x,k]=b([]),[w,H]=b(""),[C,U]=b(null),[M,G]=b(0),[oe,re]=b(null),[D,Z]=b(!1),[ee,T]=b(null),[j,K]=b(!1),F=L(null),Y=L(null),ie=L({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),fe=L(null),_e=L(null),be=L({held:null,release:null});E(()=>{if(K(!1),t||!n)return;let A=!0;return W.gameRating(e).then(S=>{A&&K(!!(S&&S.rated))},()=>{}),()=>{A=!1}},[e]),E(()=>{if(t||n)return;let A=!0;return W.game(e).then(()=>{A&&g(!0)},S=>{A&&g(!(S&&(S.status===404||S.code==="no_such_game"||S.code==="unknown_game")))}),()=>{A=!1}},[e]),E(()=>{if(!t&&!n)return;let A=(N,z)=>new Promise(V=>{let $e=z&&z.instant?null:se("snapshot",Y.current);fe.current={before:$e,resolve:V},ke(N)}),S=(N,z)=>{let V=be.current.held;return V?(G($e=>$e+1),V.then(()=>(G($e=>Math.max(0,$e-1)),A(N,z)))):A(N,z)},I=se("createStateQueue",S,{}),J=N=>{switch(N.type){case"welcome":s(N),_e.current=N,u(N.players||[]),f("");break;case"state":if(N.seq<ie.current.queued)return;ie.current.queued=N.seq,I?(Ee(N)&&I.pending()>0&&I.flush(),I.push(N)):S(N);break;case"presence":u(N.players||[]);break;case"ack":break;case"hint":T(z=>un(z,N));break;case"error":if(Da.has(N.code)){T(z=>un(z,N));break}_(!1),pi.has(N.code)?m(Q(N,"table")):N.code!=="stale"&&f(Q(N,"table"));break;case"rematch":ve(N.game,N.seat,N.token,{}),te(`/game/${N.game}`);break;default:break}},B=t?new URLSearchParams(location.search).get("code"):null,ce=new qt(e,t?null:n.token,J,d,B);return F.current=ce,()=>ce.close()},[e,t]),le(()=>{let A=fe.current;if(!A)return;fe.current=null;let S=Y.current,I=ie.current.fresh,J=r&&r.view,B=null;if(S&&J){A.before&&(B=se("flip",S,A.before,{leave:"none"}));for(let z of I)if(z.kind==="play"||z.kind==="dump")Pe("play");else if(z.kind==="draw"||z.kind==="draft_take"||z.kind==="keep")Pe("draw");else if(z.kind==="uno"){Pe("uno");let V=S.querySelector(z.seat===J.seat?"[data-anchor=hand]":`[data-anchor=seat-${z.seat}]`);V&&se("pulse",V)}else if(z.kind==="color"){let V=S.querySelector(".color-ring");V&&se("pulse",V)}else if(z.kind==="reveal"&&z.cards&&z.cards.length){let V=S.querySelector("[data-testid=revealed-hand]");V&&se("revealHand",V)}let N=ie.current.prev;if(N&&J.pending_draw>N.pending_draw){let z=S.querySelector("[data-testid=pending-draw]");z&&se("pulse",z)}Ee(r)&&!(N&&N.myTurn)&&Pe("turn"),J.match_over&&!(N&&N.over)&&(Pe(J.winner===J.seat?"win":"lose"),J.winner!==null&&J.winner===J.seat&&se("celebrate",S)),ie.current.prev={pending_draw:J.pending_draw,myTurn:Ee(r),over:J.match_over}}let ce=se("reducedMotion");if(!B||ce){A.resolve();return}Promise.race([Promise.resolve(B),new Promise(N=>setTimeout(N,ui))]).then(()=>A.resolve(),()=>A.resolve())},[r]);let he=Ee(r)&&!C;E(()=>{let A=o("UNO Duo");document.title=he?o("● Your turn — {title}",{title:A}):A},[he,r&&r.seq]);function ke(A){let S=A.view,I=A.players||[],J=S.seat,B=ie.current,ce=A.status==="waiting",N=[],z=B.round!==null&&B.round!==S.round;if(z&&!ce&&Array.isArray(A.previous_narration))for(let de of A.previous_narration.slice(B.count))de&&N.push(de);if(B.rounds!==null&&S.rounds.length>B.rounds){let de=S.rounds[S.rounds.length-1];if(!S.match_over){let rt=fi(B,S,de,(_e.current||{}).card_points);we(),U({number:S.rounds.length,result:de,scores:S.scores,before:B.scores||null,scored:rt})}}z&&re(null);let V=B.round===S.round&&B.count<=S.events.length?B.count:0,$e=ce?[]:S.events.slice(V),Dr=A.narration||[],jr=A.events_from||0,En=[];$e.forEach((de,rt)=>{let wt=Dr[V+rt-jr];wt&&En.push(wt)}),N.push(...En);for(let de of $e)de.kind==="reveal"&&de.cards&&de.cards.length&&re({seat:de.seat,cards:de.cards,key:`${S.round}-${A.seq}`});B.fresh=$e,ce||(B.round=S.round,B.count=S.events.length,B.rounds=S.rounds.length,B.scores=S.scores,B.hand=S.hand||null,B.handSizes=S.hand_sizes||null),B.seq=A.seq,N.length&&k(de=>{let rt=A.seq*1e3,wt=N.map((Hr,Ln)=>({key:`${rt+Ln}-${de.length+Ln}`,say:()=>O(Hr)}));return de.concat(wt).slice(-Ir)}),A.lastTold=(V>0?N:N.slice(-1)).slice(-3);let Mn=ce?"":O(A.prompt),An=A.last&&A.last.seat!==J?A.lastTold.map(O).join(" "):"";H(An?`${An} ${Mn}`:Mn),u(I),l(A),_(!1)}function we(){let A=be.current;A.held||(A.held=new Promise(S=>{A.release=()=>{A.held=null,A.release=null,S()}}))}let Ie=()=>{U(null),be.current.release&&be.current.release()},at=(A,S)=>{if(!r||y)return;let I=F.current;if(!I||!I.send({type:"action",seq:r.seq,action:A})){f(o("Not connected. Reconnecting…"));return}if(S){let J=O(S.label);k(B=>B.concat([{key:`auto-${r.seq}`,say:()=>o("Answered for you: {what}",{what:J})}]).slice(-Ir))}re(null),f(""),_(!0)},yt=()=>{r&&F.current&&F.current.send({type:"hint",seq:r.seq})&&T({seq:r.seq,status:"asking"})},bt=()=>{F.current&&F.current.send({type:"rematch"})&&Z(!0)};if(h)return i`<${Wt} title=${h} testid="table-fatal" />`;if(!t&&!n)return v===!1?i`<${Wt} title=${o("No such game.")} testid="table-fatal" />`:v===null?i`<main class="page" data-testid="loading"><p>${o("Loading…")}</p></main>`:i`<${Wt} title=${o("You have no seat in this game")} testid="no-seat"
      text=${o("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let vt=!!r&&r.status==="waiting";return i`<main class=${"page table-page"+(he?" my-turn":"")} data-testid="table" ref=${Y}
      data-seq=${r?r.seq:-1}
      data-connection=${p} data-decision=${r?r.view.decision:""} data-sending=${y?"true":"false"}
      data-round=${r?r.view.round:""} data-status=${r?r.status:""}
      data-my-turn=${he?"true":"false"}>
    <h1 class="visually-hidden">${a?Se(a.ruleset):o("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${w}</div>
    <${dr} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${vt&&i`<${ur} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${Nr} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!r&&r.status==="playing"}
      letBotPlay=${A=>F.current&&F.current.send({type:"let_bot_play",seat:A})} />`}
    ${r&&!vt?i`<${Bt} st=${r} players=${c} send=${at} sending=${y} log=${x}
          roundOver=${C&&{...C,held:M}} closeRoundOver=${Ie} askRematch=${bt}
          rematchAsked=${D} game=${e} reveal=${oe} closeReveal=${()=>re(null)}
          hint=${ee&&ee.seq===r.seq?ee:null} askHint=${yt} closeHint=${()=>T(null)}
          rated=${j}
          rules=${a&&a.rules||[]} />`:!r&&i`<p class="table-message" data-testid="loading">${o("Connecting to the game…")}</p>`}
  </main>`}function hi(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function $i(){let e=Be().languages||{en:"English"},t=n=>Zt(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${o("Language")}</span>
    <select data-testid="language" onChange=${t} value=${Ce()} aria-label=${o("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===Ce()}>${a}</option>`)}
    </select>
  </label>`}function mi(){let e=Qe(),t=e?e.name:o("Log in");return i`<header class="site-header">
    <${R} href="/" testid="home-link" cls="brand">${o("UNO Duo")}</${R}>
    <nav aria-label=${o("Main")}>
      <${R} href="/learn" testid="learn-link">${o("Learn")}</${R}>
      <${R} href="/rules" testid="rules-link">${o("Rules")}</${R}>
      <${R} href="/rated" testid="rated-link">${o("Rated play")}</${R}>
      <${R} href="/leaderboard" testid="leaderboard-link">${o("Leaderboard")}</${R}>
      <${R} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${R}>
    </nav>
    <${$i} />
  </header>`}function gi(){let[e,t]=b(location.pathname),[,n]=b(Ce());E(()=>{let r=()=>t(location.pathname);window.addEventListener("popstate",r),window.addEventListener("unoduo:navigate",r);let l=At(c=>n(c));return()=>{window.removeEventListener("popstate",r),window.removeEventListener("unoduo:navigate",r),l()}},[]);let a=hi(e),s;switch(a.page){case"home":s=i`<${Ta} />`;break;case"game":s=i`<${Rn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${Rn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${Pa} code=${a.code} />`;break;case"replay":s=i`<${Or} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${Pr} />`;break;case"learn":s=i`<${xr} />`;break;case"lesson":s=i`<${Sr} key=${a.id} id=${a.id} />`;break;case"account":s=i`<${Ra} />`;break;case"rated":s=i`<${Aa} />`;break;case"leaderboard":s=i`<${Ma} />`;break;case"profile":s=i`<${Ea} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${o("Page not found")}</h1>
        <p><${R} href="/">${o("Back to the start page")}</${R}></p></main>`}return i`<${mi} />${s}`}async function yi(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&Oa();let e=ma();try{ka(await W.meta())}catch{}await Promise.all([Zt(ua(Be().languages)),e]),oa(i`<${gi} />`,document.getElementById("app")),document.body.dataset.ready="true"}yi();function qr(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?qr():window.addEventListener("load",qr,{once:!0});
