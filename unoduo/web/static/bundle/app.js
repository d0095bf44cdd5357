var br=Object.defineProperty;var kn=(e,t)=>{for(var n in t)br(e,n,{get:t[n],enumerable:!0})};var wt,P,Dn,Ke,qn,xn,vr,bt={},jn=[],wr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function ve(e,t){for(var n in t)e[n]=t[n];return e}function Hn(e){var t=e.parentNode;t&&t.removeChild(e)}function Wn(e,t,n){var a,s,r,l={};for(r in t)r=="key"?a=t[r]:r=="ref"?s=t[r]:l[r]=t[r];if(arguments.length>2&&(l.children=arguments.length>3?wt.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(r in e.defaultProps)l[r]===void 0&&(l[r]=e.defaultProps[r]);return mt(e,l,a,s,null)}function mt(e,t,n,a,s){var r={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++Dn};return P.vnode!=null&&P.vnode(r),r}function _t(e){return e.children}function gt(e,t){this.props=e,this.context=t}function je(e,t){if(t==null)return e.__?je(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?je(e):null}function Un(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return Un(e)}}function Sn(e){(!e.__d&&(e.__d=!0)&&Ke.push(e)&&!vt.__r++||xn!==P.debounceRendering)&&((xn=P.debounceRendering)||qn)(vt)}function vt(){for(var e;vt.__r=Ke.length;)e=Ke.sort(function(t,n){return t.__v.__b-n.__v.__b}),Ke=[],e.some(function(t){var n,a,s,r,l,u;t.__d&&(l=(r=(n=t).__v).__e,(u=n.__P)&&(a=[],(s=ve({},r)).__v=r.__v+1,Gt(u,r,s,n.__n,u.ownerSVGElement!==void 0,r.__h!=null?[l]:null,a,l??je(r),r.__h),Yn(a,r),r.__e!=l&&Un(r)))})}function Bn(e,t,n,a,s,r,l,u,p,d){var c,m,h,f,$,v,g,y=a&&a.__k||jn,x=y.length;for(n.__k=[],c=0;c<t.length;c++)if((f=n.__k[c]=(f=t[c])==null||typeof f=="boolean"?null:typeof f=="string"||typeof f=="number"||typeof f=="bigint"?mt(null,f,null,null,f):Array.isArray(f)?mt(_t,{children:f},null,null,null):f.__b>0?mt(f.type,f.props,f.key,null,f.__v):f)!=null){if(f.__=n,f.__b=n.__b+1,(h=y[c])===null||h&&f.key==h.key&&f.type===h.type)y[c]=void 0;else for(m=0;m<x;m++){if((h=y[m])&&f.key==h.key&&f.type===h.type){y[m]=void 0;break}h=null}Gt(e,f,h=h||bt,s,r,l,u,p,d),$=f.__e,(m=f.ref)&&h.ref!=m&&(g||(g=[]),h.ref&&g.push(h.ref,null,f),g.push(m,f.__c||$,f)),$!=null?(v==null&&(v=$),typeof f.type=="function"&&f.__k!=null&&f.__k===h.__k?f.__d=p=Gn(f,p,e):p=Fn(e,f,h,y,$,p),d||n.type!=="option"?typeof n.type=="function"&&(n.__d=p):e.value=""):p&&h.__e==p&&p.parentNode!=e&&(p=je(h))}for(n.__e=v,c=x;c--;)y[c]!=null&&(typeof n.type=="function"&&y[c].__e!=null&&y[c].__e==n.__d&&(n.__d=je(a,c+1)),Kn(y[c],y[c]));if(g)for(c=0;c<g.length;c++)zn(g[c],g[++c],g[++c])}function Gn(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?Gn(s,t,n):Fn(n,s,s,e.__k,s.__e,t));return t}function Fn(e,t,n,a,s,r){var l,u,p;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=r||s.parentNode==null)e:if(r==null||r.parentNode!==e)e.appendChild(s),l=null;else{for(u=r,p=0;(u=u.nextSibling)&&p<a.length;p+=2)if(u==s)break e;e.insertBefore(s,r),l=r}return l!==void 0?l:s.nextSibling}function Cn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||wr.test(t)?n:n+"px"}function $t(e,t,n,a,s){var r;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||Cn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||Cn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")r=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+r]=n,n?a||e.addEventListener(t,r?Rn:Tn,r):e.removeEventListener(t,r?Rn:Tn,r);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Tn(e){this.l[e.type+!1](P.event?P.event(e):e)}function Rn(e){this.l[e.type+!0](P.event?P.event(e):e)}function Gt(e,t,n,a,s,r,l,u,p){var d,c,m,h,f,$,v,g,y,x,k,_=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(p=n.__h,u=t.__e=n.__e,t.__h=null,r=[u]),(d=P.__b)&&d(t);try{e:if(typeof _=="function"){if(g=t.props,y=(d=_.contextType)&&a[d.__c],x=d?y?y.props.value:d.__:a,n.__c?v=(c=t.__c=n.__c).__=c.__E:("prototype"in _&&_.prototype.render?t.__c=c=new _(g,x):(t.__c=c=new gt(g,x),c.constructor=_,c.render=kr),y&&y.sub(c),c.props=g,c.state||(c.state={}),c.context=x,c.__n=a,m=c.__d=!0,c.__h=[]),c.__s==null&&(c.__s=c.state),_.getDerivedStateFromProps!=null&&(c.__s==c.state&&(c.__s=ve({},c.__s)),ve(c.__s,_.getDerivedStateFromProps(g,c.__s))),h=c.props,f=c.state,m)_.getDerivedStateFromProps==null&&c.componentWillMount!=null&&c.componentWillMount(),c.componentDidMount!=null&&c.__h.push(c.componentDidMount);else{if(_.getDerivedStateFromProps==null&&g!==h&&c.componentWillReceiveProps!=null&&c.componentWillReceiveProps(g,x),!c.__e&&c.shouldComponentUpdate!=null&&c.shouldComponentUpdate(g,c.__s,x)===!1||t.__v===n.__v){c.props=g,c.state=c.__s,t.__v!==n.__v&&(c.__d=!1),c.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(b){b&&(b.__=t)}),c.__h.length&&l.push(c);break e}c.componentWillUpdate!=null&&c.componentWillUpdate(g,c.__s,x),c.componentDidUpdate!=null&&c.__h.push(function(){c.componentDidUpdate(h,f,$)})}c.context=x,c.props=g,c.state=c.__s,(d=P.__r)&&d(t),c.__d=!1,c.__v=t,c.__P=e,d=c.render(c.props,c.state,c.context),c.state=c.__s,c.getChildContext!=null&&(a=ve(ve({},a),c.getChildContext())),m||c.getSnapshotBeforeUpdate==null||($=c.getSnapshotBeforeUpdate(h,f)),k=d!=null&&d.type===_t&&d.key==null?d.props.children:d,Bn(e,Array.isArray(k)?k:[k],t,n,a,s,r,l,u,p),c.base=t.__e,t.__h=null,c.__h.length&&l.push(c),v&&(c.__E=c.__=null),c.__e=!1}else r==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=_r(n.__e,t,n,a,s,r,l,p);(d=P.diffed)&&d(t)}catch(b){t.__v=null,(p||r!=null)&&(t.__e=u,t.__h=!!p,r[r.indexOf(u)]=null),P.__e(b,t,n)}}function Yn(e,t){P.__c&&P.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){P.__e(a,n.__v)}})}function _r(e,t,n,a,s,r,l,u){var p,d,c,m=n.props,h=t.props,f=t.type,$=0;if(f==="svg"&&(s=!0),r!=null){for(;$<r.length;$++)if((p=r[$])&&(p===e||(f?p.localName==f:p.nodeType==3))){e=p,r[$]=null;break}}if(e==null){if(f===null)return document.createTextNode(h);e=s?document.createElementNS("http://www.w3.org/2000/svg",f):document.createElement(f,h.is&&h),r=null,u=!1}if(f===null)m===h||u&&e.data===h||(e.data=h);else{if(r=r&&wt.call(e.childNodes),d=(m=n.props||bt).dangerouslySetInnerHTML,c=h.dangerouslySetInnerHTML,!u){if(r!=null)for(m={},$=0;$<e.attributes.length;$++)m[e.attributes[$].name]=e.attributes[$].value;(c||d)&&(c&&(d&&c.__html==d.__html||c.__html===e.innerHTML)||(e.innerHTML=c&&c.__html||""))}if((function(v,g,y,x,k){var _;for(_ in y)_==="children"||_==="key"||_ in g||$t(v,_,null,y[_],x);for(_ in g)k&&typeof g[_]!="function"||_==="children"||_==="key"||_==="value"||_==="checked"||y[_]===g[_]||$t(v,_,g[_],y[_],x)})(e,h,m,s,u),c)t.__k=[];else if($=t.props.children,Bn(e,Array.isArray($)?$:[$],t,n,a,s&&f!=="foreignObject",r,l,r?r[0]:n.__k&&je(n,0),u),r!=null)for($=r.length;$--;)r[$]!=null&&Hn(r[$]);u||("value"in h&&($=h.value)!==void 0&&($!==e.value||f==="progress"&&!$)&&$t(e,"value",$,m.value,!1),"checked"in h&&($=h.checked)!==void 0&&$!==e.checked&&$t(e,"checked",$,m.checked,!1))}return e}function zn(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){P.__e(a,n)}}function Kn(e,t,n){var a,s;if(P.unmount&&P.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||zn(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(r){P.__e(r,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&Kn(a[s],t,typeof e.type!="function");n||e.__e==null||Hn(e.__e),e.__e=e.__d=void 0}function kr(e,t,n){return this.constructor(e,n)}function Jn(e,t,n){var a,s,r;P.__&&P.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,r=[],Gt(t,e=(!a&&n||t).__k=Wn(_t,null,[e]),s||bt,bt,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?wt.call(t.childNodes):null,r,!a&&n?n:s?s.__e:t.firstChild,a),Yn(r,e)}wt=jn.slice,P={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(r){e=r}throw e}},Dn=0,gt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=ve({},this.state),typeof e=="function"&&(e=e(ve({},n),this.props)),e&&ve(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),Sn(this))},gt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Sn(this))},gt.prototype.render=_t,Ke=[],qn=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,vt.__r=0,vr=0;var Ve,te,Mn,Je=0,Ut=[],En=P.__b,An=P.__r,Pn=P.diffed,Ln=P.__c,On=P.unmount;function kt(e,t){P.__h&&P.__h(te,e,Je||t),Je=0;var n=te.__H||(te.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function w(e){return Je=1,xr(Xn,e)}function xr(e,t,n){var a=kt(Ve++,2);return a.t=e,a.__c||(a.__=[n?n(t):Xn(void 0,t),function(s){var r=a.t(a.__[0],s);a.__[0]!==r&&(a.__=[r,a.__[1]],a.__c.setState({}))}],a.__c=te),a.__}function M(e,t){var n=kt(Ve++,3);!P.__s&&Ft(n.__H,t)&&(n.__=e,n.__H=t,te.__H.__h.push(n))}function ie(e,t){var n=kt(Ve++,4);!P.__s&&Ft(n.__H,t)&&(n.__=e,n.__H=t,te.__h.push(n))}function D(e){return Je=5,Te(function(){return{current:e}},[])}function Te(e,t){var n=kt(Ve++,7);return Ft(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function Vn(e,t){return Je=8,Te(function(){return e},t)}function Sr(){Ut.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(yt),e.__H.__h.forEach(Bt),e.__H.__h=[]}catch(t){e.__H.__h=[],P.__e(t,e.__v)}}),Ut=[]}P.__b=function(e){te=null,En&&En(e)},P.__r=function(e){An&&An(e),Ve=0;var t=(te=e.__c).__H;t&&(t.__h.forEach(yt),t.__h.forEach(Bt),t.__h=[])},P.diffed=function(e){Pn&&Pn(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(Ut.push(t)!==1&&Mn===P.requestAnimationFrame||((Mn=P.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(r),Nn&&cancelAnimationFrame(a),setTimeout(n)},r=setTimeout(s,100);Nn&&(a=requestAnimationFrame(s))})(Sr)),te=void 0},P.__c=function(e,t){t.some(function(n){try{n.__h.forEach(yt),n.__h=n.__h.filter(function(a){return!a.__||Bt(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],P.__e(a,n.__v)}}),Ln&&Ln(e,t)},P.unmount=function(e){On&&On(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(yt)}catch(n){P.__e(n,t.__v)}};var Nn=typeof requestAnimationFrame=="function";function yt(e){var t=te;typeof e.__c=="function"&&e.__c(),te=t}function Bt(e){var t=te;e.__c=e.__(),te=t}function Ft(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function Xn(e,t){return typeof t=="function"?t(e):t}var Qn=function(e,t,n,a){var s;t[0]=0;for(var r=1;r<t.length;r++){var l=t[r++],u=t[r]?(t[0]|=l?1:2,n[t[r++]]):t[++r];l===3?a[0]=u:l===4?a[1]=Object.assign(a[1]||{},u):l===5?(a[1]=a[1]||{})[t[++r]]=u:l===6?a[1][t[++r]]+=u+"":l?(s=e.apply(u,Qn(e,u,n,["",null])),a.push(s),u[0]?t[0]|=2:(t[r-2]=0,t[r]=s)):a.push(u)}return a},In=new Map,i=function(e){var t=In.get(this);return t||(t=new Map,In.set(this,t)),(t=Qn(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,r=1,l="",u="",p=[0],d=function(h){r===1&&(h||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?p.push(0,h,l):r===3&&(h||l)?(p.push(3,h,l),r=2):r===2&&l==="..."&&h?p.push(4,h,0):r===2&&l&&!h?p.push(5,0,!0,l):r>=5&&((l||!h&&r===5)&&(p.push(r,0,l,s),r=6),h&&(p.push(r,h,0,s),r=6)),l=""},c=0;c<n.length;c++){c&&(r===1&&d(),d(c));for(var m=0;m<n[c].length;m++)a=n[c][m],r===1?a==="<"?(d(),p=[p],r=3):l+=a:r===4?l==="--"&&a===">"?(r=1,l=""):l=a+l[0]:u?a===u?u="":l+=a:a==='"'||a==="'"?u=a:a===">"?(d(),r=1):r&&(a==="="?(r=5,s=l,l=""):a==="/"&&(r<5||n[c][m+1]===">")?(d(),r===3&&(p=p[0]),r=p,(p=p[0]).push(2,0,r),r=0):a===" "||a==="	"||a===`
`||a==="\r"?(d(),r=2):l+=a),r===3&&l==="!--"&&(r=4,p=p[0])}return d(),p})(e)),t),arguments,[])).length>1?t:t[0]}.bind(Wn);var pe={lang:"en",dir:"ltr",messages:{}},Yt=e=>e!==1?1:0,zt=new Set,ea="unoduo.lang";function Kt(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function o(e,t){let n=pe.messages[e];return Kt(typeof n=="string"&&n?n:e,t)}function L(e,t,n,a){let s=Object.assign({n},a||{}),r=pe.messages[e];if(Array.isArray(r)&&r.length){let l=Yt(n);if(l>=0&&l<r.length&&r[l])return Kt(r[l],s)}return Kt(n===1?e:t,s)}function He(){return pe.lang}function ta(e){return zt.add(e),()=>zt.delete(e)}var Xe=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function Cr(e){let t=[];Xe.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;Xe.lastIndex<n.length;){let g=Xe.lastIndex,y=Xe.exec(n);if(!y)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(y[1]),/^\s*$/.test(n.slice(Xe.lastIndex)))break}let a=0,s=()=>t[a],r=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,y)=>()=>{let x=g();for(;y.includes(s());){let k=r(),_=g(),b=x;x=I=>Tr(k,b(I),_(I))}return x};function u(){let g=r();if(g==="n")return y=>y;if(g==="("){let y=$();return r(")"),y}if(g==="!"){let y=u();return x=>y(x)?0:1}if(g==="-"){let y=u();return x=>-y(x)}if(/^\d+$/.test(g||"")){let y=Number(g);return()=>y}throw new Error(`unexpected ${g} in ${n}`)}let p=l(u,["*","/","%"]),d=l(p,["+","-"]),c=l(d,["<",">","<=",">="]),m=l(c,["==","!="]),h=l(m,["&&"]),f=l(h,["||"]);function $(){let g=f();if(s()!=="?")return g;r("?");let y=$();r(":");let x=$();return k=>g(k)?y(k):x(k)}let v=$();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(v(g))}function Tr(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function na(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(ea)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let r=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(r))return r}return"en"}var Rr=new Set(["ml","kn","ur"]);function Zn(e){if(!Rr.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function Jt(e,t=!1){Zn(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{Yt=Cr(n.plural||"(n != 1)")}catch{Yt=s=>s!==1?1:0}if(pe={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},Zn(pe.lang),document.documentElement.lang=pe.lang,document.documentElement.dir=pe.dir,t)try{localStorage.setItem(ea,pe.lang)}catch{}for(let a of zt)a(pe.lang);return pe.lang}var aa="unoduo.seats",ra="unoduo.name",Re=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function Er(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function J(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return o("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||o("That move is not allowed now.");case"not_your_turn":return o("It is not your turn.");case"waiting":return o("Wait until every player has joined.");case"spectator":return o("Spectators cannot play.");case"unauthorized":case"no_seat":return o("This browser does not hold a seat in this game.");case"unknown_code":return o("No game has this code.");case"game_full":return o("This game is already full.");case"private_game":return o("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return o("No such game.");case"not_over":case"not_finished":return o("The match is not over yet.");case"no_such_round":return o("This match has no such round.");case"expired":return t==="table"?o("This game expired after a long time without a move; it can only be looked at now."):o("This invitation has expired: ask for a new one.");case"broken":return o("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?o("Too many messages. Reconnecting…"):t==="create"?a?L("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):o("You started too many games in a short time. Try again in a minute."):a?L("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):o("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?L("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):o("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return o("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return o("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?o("You are already watching as many games as you may. Close one of them and try again."):o("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return o("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return o("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return o("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return o("This page is not allowed to use this server.");case"server":return o("The server could not do that; nothing changed. Try again.");case"network":return o("The server cannot be reached. Try again.");case"name_taken":return o("This name is taken; choose another.");case"name_reserved":return o("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||o("This name looks like another one; choose another.");case"duplicate_cookie":return o("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return o("Wrong name or password.");case"bad_name":return o("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?o("The current password is wrong."):o("A password has 8 to 128 characters and is not your name.");case"login_limited":return o("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return o("The server is busy with other logins; try again in a moment.");case"login_required":return o("Log in first.");case"csrf":return o("This page is out of date. Reload it and try again.");case"no_such_player":return o("There is no player with this name.");default:return e&&e.message||o("Something went wrong. Try again.")}}var Vt="",Qe=null,Xt=new Set;async function G(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&Vt&&(s["X-CSRF-Token"]=Vt);let r=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),l=r&&Me(decodeURIComponent(r[1]));l&&l.token&&(s["X-Seat-Token"]=l.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(p){throw new Re(0,"network",String(p&&p.message?p.message:p))}let u=null;try{u=await a.json()}catch{u=null}if(!a.ok){let p=u&&u.error||{};throw new Re(a.status,p.code||`http_${a.status}`,p.message||"",Er(a))}return u}async function Qt(e){let t=await G("GET",e);if(!t)throw new Re(0,"bad_response","");return t}var H={meta:()=>G("GET","/api/meta"),options:()=>G("GET","/api/options"),createGame:e=>G("POST","/api/games",e),join:(e,t)=>G("POST","/api/join",{code:e,name:t}),invitation:e=>G("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>G("POST","/api/my-games",{tokens:e}),lobby:e=>G("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>G("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>G("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>G("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>G("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>G("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>G("GET","/api/queue"),enterQueue:e=>G("POST","/api/queue",e),leaveQueue:()=>G("POST","/api/queue/leave",{}),changePassword:(e,t)=>G("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>G("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),askReview:(e,t,n)=>G("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function xt(e){if(e&&typeof e.csrf=="string"&&(Vt=e.csrf),e&&"account"in e){Qe=e.account||null;for(let t of Xt)t(Qe)}return e}function oa(){return Qe}function sa(e){return Xt.add(e),()=>Xt.delete(e)}async function ia(){try{xt(await G("GET","/api/account"))}catch{Qe=null}return Qe}async function la(e,t,n){return xt(await G("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:Zt().slice(-200)}))}async function ca(){return xt(await G("POST","/api/account/logout",{}))}async function ua(e){return xt(await G("POST","/api/account/delete",{password:e}))}function St(){try{let e=JSON.parse(localStorage.getItem(aa)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function we(e,t,n,a){let s=St();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(aa,JSON.stringify(s))}catch{}}function Me(e){return St()[e]||null}function Ct(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(St()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function Zt(){return Object.values(St()).map(e=>e.token).filter(e=>typeof e=="string")}function Tt(){try{return localStorage.getItem(ra)||""}catch{return""}}function Rt(e){try{localStorage.setItem(ra,e)}catch{}}var Ar=o,Pr=L;function B(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=B(a);return typeof e.plural=="string"?Pr(e.id,e.plural,Number(e.n),t):Ar(e.id,t)}var en={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function X(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function Ee(){return en}function da(e){en=Object.assign({},en,e||{})}function R({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${r=>{r.ctrlKey||r.metaKey||r.shiftKey||r.button!==0||(r.preventDefault(),X(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}function We(e){switch(e){case"easy":return o("Easy");case"medium":return o("Medium");case"hard":return o("Hard");case"expert":return o("Expert");default:return e||""}}function me(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Lr(e){switch(e){case"waiting":return o("Waiting for players");case"playing":return o("In progress");case"over":return o("Finished");default:return e||""}}var Mt=null;function Or(){let[e,t]=w(null);return M(()=>{let n=!0;return Mt||(Mt=H.options().catch(a=>{throw Mt=null,a})),Mt.then(a=>{n&&t(a.rulesets||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function Nr(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function Ir({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=B(e.description);if(e.type==="bool"){let r=t===void 0?!!e.default:t;return i`<label class="choice" data-option=${e.name}><input type="checkbox" checked=${r}
      data-testid=${a} onChange=${l=>n(l.target.checked)} /> ${s}</label>`}if(e.type==="choice"){let r=t===void 0?e.default:t;return i`<label class="field" data-option=${e.name}><span>${s}</span>
      <select data-testid=${a} onChange=${l=>n(l.target.value)}>
        ${(e.choices||[]).map(l=>i`<option value=${l.value} selected=${l.value===r}>
          ${B(l.description)}</option>`)}
      </select></label>`}return i`<label class="field" data-option=${e.name}><span>${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0}
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${r=>n(r.target.value)} /></label>`}function Dr(){let e=Ee(),[t,n]=w(Tt()),[a,s]=w("duo"),[r,l]=w("bot"),[u,p]=w("easy"),[d,c]=w(2),[m,h]=w("default"),f=Or(),[$,v]=w({duo:{},classic:{}}),g=$[a]||{},y=S=>O=>v(Object.assign({},$,{[a]:Object.assign({},g,{[S]:O})})),[x,k]=w(!1),[_,b]=w(""),I=async S=>{S.preventDefault(),k(!0),b("");let O={ruleset:a,opponent:r,difficulty:u,name:t.trim().slice(0,32)};a==="classic"&&(O.players=Number(d),r!=="bot"&&(O.humans=2)),r!=="bot"&&m!=="default"&&!(r==="public"&&m==="off")&&(O.turn_timer=m==="off"?null:Number(m));let W=Nr(f&&f[a],g);Object.keys(W).length&&(O.options=W);try{Rt(O.name);let Y=await H.createGame(O);we(Y.game,Y.seat,Y.token,{join_code:Y.join_code,invite_url:Y.invite_url}),X(`/game/${Y.game}`)}catch(Y){b(J(Y,"create")),k(!1)}},C=r==="bot"?o("Play"):r==="public"?o("Create the public game"):o("Create the invitation");return i`<form class="panel" onSubmit=${I} data-testid="new-game-form">
    <h2>${o("New game")}</h2>
    <label class="field">
      <span>${o("Your name")}</span>
      <input data-testid="name" value=${t} maxlength="32" autocomplete="nickname"
        onInput=${S=>n(S.target.value)} />
    </label>
    <fieldset class="field">
      <legend>${o("Rules")}</legend>
      ${(e.rulesets||["duo","classic"]).map(S=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${S} checked=${a===S} data-testid=${"ruleset-"+S}
          onChange=${()=>s(S)} /> ${me(S)}</label>`)}
    </fieldset>
    <fieldset class="field">
      <legend>${o("Opponent")}</legend>
      <label class="choice"><input type="radio" name="opponent" value="bot" checked=${r==="bot"}
        data-testid="opponent-bot" onChange=${()=>l("bot")} /> ${o("A bot")}</label>
      <label class="choice"><input type="radio" name="opponent" value="friend" checked=${r==="friend"}
        data-testid="opponent-friend" onChange=${()=>l("friend")} /> ${o("A friend (invite link)")}</label>
      <label class="choice"><input type="radio" name="opponent" value="public" checked=${r==="public"}
        data-testid="opponent-public"
        aria-describedby=${r==="public"?"opponent-public-hint":void 0}
        onChange=${()=>{l("public"),m==="off"&&h("default")}}
        /> ${o("Anyone can join (a public game, listed under “Public games”)")}</label>
      ${r==="public"&&i`<p class="muted hint" id="opponent-public-hint">
        ${o("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${r==="bot"?o("Bot difficulty"):o("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${u} onChange=${S=>p(S.target.value)}>
        ${(e.difficulties||[]).map(S=>i`<option value=${S} selected=${S===u}>
          ${We(S)}</option>`)}
      </select>
    </label>
    ${a==="classic"&&i`<label class="field">
      <span>${o("Players")}</span>
      <input type="number" min="2" max="10" value=${d} data-testid="players"
        onInput=${S=>c(S.target.value)} />
    </label>`}
    ${r!=="bot"&&i`<label class="field">
      <span>${o("Time for each move")}</span>
      <select data-testid="turn-timer" value=${m} onChange=${S=>h(S.target.value)}>
        <option value="default" selected=${m==="default"}>${o("The server's setting")}</option>
        ${r==="friend"&&i`<option value="off" selected=${m==="off"}>${o("No limit")}</option>`}
        ${[30,60,120,300].map(S=>i`<option value=${String(S)} selected=${m===String(S)}>
          ${L("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",S)}
        </option>`)}
      </select>
    </label>`}
    <details class="field" data-testid="rule-options">
      <summary>${o("Rule options")}</summary>
      <div data-testid="rule-options-list">
        ${(f&&f[a]||[]).map(S=>i`<${Ir} key=${a+S.name} spec=${S}
          value=${g[S.name]} onChange=${y(S.name)} />`)}
      </div>
    </details>
    <button type="submit" class="primary" disabled=${x} data-testid="start-game">
      ${C}</button>
    ${_&&i`<p class="error" role="alert" data-testid="new-game-error">${_}</p>`}
  </form>`}var qr=5e3;function jr(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?o("created just now"):L("created {n} minute ago","created {n} minutes ago",t)}function Hr({game:e}){let t=Ct(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,r=()=>X(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${me(e.ruleset)}</strong>
      <span> · ${o("Seated:")} ${e.names.map((l,u)=>i`${u?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${L("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${L("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${L("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${L("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${o("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${jr(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${r}>${t?o("Open your game"):o("Join")}</button>
  </li>`}function Wr(){let[e,t]=w(null),[n,a]=w(""),[s,r]=w(""),[l,u]=w(!1),p=D(!1),d=D(!0),c=D(1),m=Vn(async v=>{if(!p.current){p.current=!0;try{let g=new Set,y=[],x=0,k=null;for(let _=0;_<c.current;_++){let b=await H.lobby(x);for(let I of Array.isArray(b&&b.games)?b.games:[])g.has(I.game)||y.push(I),g.add(I.game);if(k=b&&Number.isInteger(b.next)?b.next:null,k===null)break;x=k}if(!d.current)return;t(y),u(k!==null),a(""),v===!0&&r(L("{n} public game is waiting for players.","{n} public games are waiting for players.",y.length))}catch(g){d.current&&a(J(g))}finally{p.current=!1}}},[]);M(()=>{d.current=!0,m();let v=setInterval(()=>{document.visibilityState==="visible"&&m()},qr),g=()=>{document.visibilityState==="visible"&&m()};return document.addEventListener("visibilitychange",g),()=>{d.current=!1,clearInterval(v),document.removeEventListener("visibilitychange",g)}},[m]);let h=o("Loading…"),f=o("No public game is waiting for players. Create one: choose “Anyone can join”."),$=null;return e===null?$=n?null:i`<p>${h}</p>`:e.length===0?$=i`<p class="muted" data-testid="lobby-empty">${f}</p>`:$=i`<ul class="lobby-list">${e.map(v=>i`<${Hr} key=${v.game} game=${v} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${o("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>m(!0)}>${o("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${$}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{c.current+=1,m(!0)}}>${o("Show more games")}</button>`}
  </section>`}function Ur(){let[e,t]=w("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&X(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${o("Join a friend")}</h2>
    <label class="field">
      <span>${o("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${o("Join")}</button>
  </form>`}function Br(){let[e,t]=w(null),[n,a]=w("");return M(()=>{let s=Zt();if(!s.length){t([]);return}H.myGames(s.slice(-200)).then(r=>t(r.games||[]),r=>a(J(r)))},[]),n?i`<section class="panel"><h2>${o("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${o("My games")}</h2><p>${o("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${o("My games")}</h2>
    ${e.length===0?i`<p>${o("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${R} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${me(s.ruleset)}: ${s.players.map((r,l)=>i`${l?" · ":""}<bdi>${r.name||o("Seat {n}",{n:r.seat+1})}</bdi> ${s.scores[r.seat]??""}`)}
          </${R}>
          <span class="muted"> — ${Lr(s.status)}</span>
          ${s.status==="over"&&i` <${R} href=${`/game/${s.game}`}>${o("Score sheet")}</${R}>`}
        </li>`)}
      </ul>`}
  </section>`}function pa(){return M(()=>{document.title=o("UNO Duo")},[]),i`<main class="page home" data-testid="home">
    <h1>${o("Play UNO Duo and classic UNO")}</h1>
    <div class="home-grid">
      <${Dr} />
      <div>
        <${Wr} />
        <${Ur} />
        <${Br} />
        <section class="panel">
          <h2>${o("How to play")}</h2>
          <p><${R} href="/rules" testid="home-rules">${o("Read the rules")}</${R}></p>
        </section>
      </div>
    </div>
  </main>`}function Ue(){let[e,t]=w(oa());return M(()=>sa(t),[]),e}function Ze(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Ae(e){return J(e,"account")}function tn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?o("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${o("(provisional)")}</span>`}</span>`}function Gr(){let[e,t]=w("login"),[n,a]=w(""),[s,r]=w(""),[l,u]=w(""),[p,d]=w(!1),c=async h=>{h.preventDefault(),d(!0),u("");try{await la(e,n.trim(),s),X("/rated")}catch(f){u(Ae(f)),d(!1)}},m=e==="signup";return i`<form class="panel account-form" onSubmit=${c} data-testid="account-form" data-mode=${e}>
    <div class="tabs" role="tablist">
      <button type="button" role="tab" aria-selected=${!m} class=${m?"":"selected"}
        data-testid="mode-login" onClick=${()=>t("login")}>${o("Log in")}</button>
      <button type="button" role="tab" aria-selected=${m} class=${m?"selected":""}
        data-testid="mode-signup" onClick=${()=>t("signup")}>${o("Create an account")}</button>
    </div>
    <label class="field"><span>${o("Name")}</span>
      <input data-testid="account-name" value=${n} maxlength="24" autocomplete="username" required
        onInput=${h=>a(h.target.value)} /></label>
    <label class="field"><span>${o("Password")}</span>
      <input type="password" data-testid="account-password" value=${s} maxlength="128" required
        autocomplete=${m?"new-password":"current-password"} minlength=${m?8:void 0}
        onInput=${h=>r(h.target.value)} /></label>
    ${m&&i`<p class="muted hint">${o("At least 8 characters. The games you played in this browser move to your account.")}</p>`}
    <button type="submit" class="primary" disabled=${p} data-testid="account-submit">
      ${m?o("Create an account"):o("Log in")}</button>
    ${l&&i`<p class="error" role="alert" data-testid="account-error">${l}</p>`}
    <p class="muted hint">${o("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`}function Fr(){let[e,t]=w(""),[n,a]=w(""),[s,r]=w(""),[l,u]=w("");return i`<form class="panel" onSubmit=${async d=>{d.preventDefault(),u(""),r("");try{await H.changePassword(e,n),t(""),a(""),r(o("Password changed. Other devices are logged out."))}catch(c){u(Ae(c))}}} data-testid="password-form">
    <h2>${o("Change the password")}</h2>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="old-password"
        onInput=${d=>t(d.target.value)} /></label>
    <label class="field"><span>${o("New password")}</span>
      <input type="password" value=${n} autocomplete="new-password" minlength="8" required
        data-testid="new-password" onInput=${d=>a(d.target.value)} /></label>
    <button type="submit" data-testid="password-submit">${o("Change the password")}</button>
    ${s&&i`<p role="status" data-testid="password-done">${s}</p>`}
    ${l&&i`<p class="error" role="alert">${l}</p>`}
  </form>`}function Yr(){let[e,t]=w(""),[n,a]=w(!1),[s,r]=w("");return i`<form class="panel danger" onSubmit=${async u=>{u.preventDefault(),r("");try{await ua(e),X("/")}catch(p){r(Ae(p))}}} data-testid="delete-form">
    <h2>${o("Delete the account")}</h2>
    <p class="muted">${o("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${u=>t(u.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${u=>a(u.target.checked)} /> ${o("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${o("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function fa(){let e=Ue();if(M(()=>{document.title=o("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${o("Account")}</h1><${Gr} /></main>`;let t=async()=>{await ca(),X("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${o("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${o("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${R} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${o("Your profile")}</${R}></p>
      <button type="button" data-testid="logout" onClick=${t}>${o("Log out")}</button>
    </section>
    <${Fr} />
    <${Yr} />
  </main>`}function zr({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${o("No rated games yet.")}</p>`;let n=[1500,...e.map(f=>f.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,r=300,l=80,u=f=>n.length===1?0:f*r/(n.length-1),p=f=>l-(f-a)*l/(s-a),d=n.map((f,$)=>`${u($).toFixed(1)},${p(f).toFixed(1)}`).join(" "),c=o("Rating after each rated game of {system}: {ratings}",{system:Ze(t),ratings:e.map(f=>f.rating).join(", ")}),m=n.length>1?[0,n.length-1]:[0],h=f=>p(f)>l/2?p(f)-9:p(f)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${r+8} ${l+16}`} role="img" aria-label=${c}
    data-testid=${"history-"+t}>
    <polyline points=${d} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((f,$)=>i`<circle cx=${u($)} cy=${p(f)} r="3.5" fill="currentColor" />`)}
    ${m.map(f=>i`<text class="rating-chart-value" x=${u(f)} y=${h(n[f])}
      text-anchor=${f===0?"start":"end"} direction="ltr" aria-hidden="true">${n[f]}</text>`)}
  </svg>`}function Kr(e){return e.status!=="over"?o("In progress"):e.winner===null||e.winner===void 0?o("No winner"):e.winner===e.seat?o("Won"):o("Lost")}function Jr({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${me(e.ruleset)}</strong>${a}${t.map((s,r)=>i`${r?", ":""}<bdi>${s.kind==="bot"?o("Bot ({level})",{level:We(s.difficulty)}):s.name}</bdi>`)}${a}${Kr(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${o("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${R} href=${`/replay/${e.game}`}>${o("Replay")}</${R}>`}
  </li>`}function ha({name:e}){let[t,n]=w(null),[a,s]=w("");return M(()=>{document.title=e,n(null),H.profile(e).then(n,r=>s(Ae(r)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(r=>i`<section class="panel" data-testid=${"profile-"+r}>
        <h2>${Ze(r)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${tn} rating=${t.ratings[r]} testid=${"rating-"+r} />
          <span class="muted"> ± ${t.ratings[r].deviation}</span></bdi></p>
        <p class="muted">${L("{n} rated game","{n} rated games",t.ratings[r].games)}</p>
        <${zr} points=${t.history[r]} system=${r} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${o("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${o("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(r=>i`<${Jr} key=${r.game} game=${r} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${o("Loading…")}</p></main>`}function $a(){let[e,t]=w("duo"),[n,a]=w(null),[s,r]=w("");return M(()=>{document.title=o("Leaderboard")},[]),M(()=>{a(null),H.leaderboard(e).then(a,l=>r(Ae(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${o("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${Ze(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${o("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${o("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${o("Player")}</th><th>${o("Rating")}</th><th>${o("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${R} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${R}></td>
            <td><${tn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${o("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${o("Bots")}</h2>
      <p class="muted">${o("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${We(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Vr=1e3;function ma(){let e=Ue(),[t,n]=w("duo"),[a,s]=w(4),[r,l]=w(!1),[u,p]=w(null),[d,c]=w(""),m=D(!0);if(M(()=>{document.title=o("Rated play")},[]),M(()=>{if(m.current=!0,!e)return;let g=async()=>{try{let x=await H.queueStatus();if(!m.current)return;if(x.status==="matched"){we(x.game,x.seat,x.token,{}),X(`/game/${x.game}`);return}p(x)}catch(x){m.current&&c(Ae(x))}};g();let y=setInterval(g,Vr);return()=>{m.current=!1,clearInterval(y)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${o("Rated play")}</h1>
      <section class="panel"><p>${o("Rated games need an account, so that your rating follows you.")}</p>
      <p><${R} href="/account" testid="rated-login">${o("Log in or create an account")}</${R}></p></section></main>`;let h=async g=>{g.preventDefault(),c("");try{p(await H.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:r}))}catch(y){c(Ae(y))}},f=async()=>p(await H.leaveQueue()),$=u&&u.status==="waiting",v=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${o("Rated play")}</h1>
    <p>${o("Your rating")}: <${tn} rating=${v} testid="my-rating" />${" · "}<${R}
      href=${`/players/${encodeURIComponent(e.name)}`}>${o("Your profile")}</${R}>${" · "}<${R}
      href="/leaderboard">${o("Leaderboard")}</${R}></p>
    ${$?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${o("Looking for players…")}</h2>
        <p>${Ze(u.mode)}${u.mode==="classic"?" · "+L("{n} player","{n} players",u.size):""}</p>
        <p class="muted">${L("Waiting for {n} second","Waiting for {n} seconds",Math.round(u.waited))}${" · "}${o("Opponents within {points} points of your rating",{points:u.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${f}>${o("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${h} data-testid="queue-form">
        <fieldset class="field"><legend>${o("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${Ze(g)}</label>`)}
        </fieldset>
        ${t==="classic"&&i`<label class="field"><span>${o("Players")}</span>
          <input type="number" min="2" max="10" value=${a} data-testid="queue-size"
            onInput=${g=>s(g.target.value)} /></label>`}
        <label class="choice"><input type="checkbox" checked=${r} data-testid="queue-bots"
          onChange=${g=>l(g.target.checked)} /> ${o("Fill empty seats with bots if nobody comes soon")}</label>
        <button type="submit" class="primary" data-testid="queue-find">${o("Find a game")}</button>
        <p class="muted hint">${o("You are paired with players near your rating; the range widens while you wait.")}</p>
      </form>`}
    ${d&&i`<p class="error" role="alert">${d}</p>`}
  </main>`}var Xr=2,Qr=4e3,Zr=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function eo(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var fe=null;function ga(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function ya(){if(fe||typeof WebSocket>"u")return;window.unoduoEarlySocket&&(fe=window.unoduoEarlySocket,window.unoduoEarlySocket=null);try{fe=fe||new WebSocket(ga())}catch{fe=null;return}let e=fe;setTimeout(()=>{fe===e&&(fe=null,e.close())},1e4)}function to(){let e=fe;return fe=null,e&&e.readyState<=WebSocket.OPEN?e:null}var Et=class{constructor(t,n,a,s,r=null){this.game=t,this.token=n,this.code=r,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return ga()}connect(){if(this.closed)return;this.onStatus("connecting");let t;try{t=to()||new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=t;let n={round:null,events:[],previous:[]},a=()=>{let s={type:"hello",protocol:Xr,game:this.game,lang:He()};this.token?s.token=this.token:s.spectate=!0,!this.token&&this.code&&(s.code=this.code),t.send(JSON.stringify(s))};t.readyState===WebSocket.OPEN?a():t.addEventListener("open",a),t.addEventListener("message",s=>{let r;try{r=JSON.parse(s.data)}catch{return}if(r.type==="error"&&Zr.has(r.code)&&(this.closed=!0,this.onStatus("closed")),r.type==="state"&&r.view&&(n=eo(r,n),n===null)){t.close();return}r.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(r)}),t.addEventListener("close",()=>{this.stopPing(),this.socket===t&&(this.socket=null,!this.closed&&this.scheduleRetry())}),t.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(Qr,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function no({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${o("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${o("Game")}</dt>
      <dd data-testid="join-ruleset">${me(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${L("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${o("Bots")}</dt>
        <dd>${L("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${o("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${o("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?o("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${B(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function ba({code:e}){let[t,n]=w(Tt()),[a,s]=w(null),[r,l]=w(""),[u,p]=w(""),[d,c]=w(!1);M(()=>{let f=Ct(e);if(f){X(`/game/${f}`,!0);return}let $=!0;return H.invitation(e).then(v=>{$&&s(v)},v=>{$&&l(J(v))}),()=>{$=!1}},[e]);let m=async f=>{f.preventDefault();let $=t.trim().slice(0,32);if(!$){p(o("Write your name first: the other players see it."));return}c(!0),p("");try{Rt($);let v=await H.join(e,$);we(v.game,v.seat,v.token,{joined_with:e.toUpperCase()}),X(`/game/${v.game}`,!0)}catch(v){p(J(v)),c(!1)}},h=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${o("Join a game")}</h1>
    <form class="panel" onSubmit=${m}>
      ${a&&i`<${no} invite=${a} />`}
      ${!a&&!r&&i`<p role="status" data-testid="join-loading">${o("Loading…")}</p>`}
      ${r&&i`<p class="error" role="alert" data-testid="join-problem">${r}</p>`}
      <p class="join-code-line">${o("Join code")}: <strong data-testid="join-page-code">${e.toUpperCase()}</strong></p>
      ${h?i`<p class="error" role="alert" data-testid="join-full">${o("This game is already full.")}</p>`:i`<label class="field">
            <span>${o("Your name")}</span>
            <input data-testid="join-name" value=${t} maxlength="32" autocomplete="nickname"
              onInput=${f=>n(f.target.value)} />
          </label>
          <button type="submit" class="primary big" disabled=${d||!!r} data-testid="join-submit">
            ${o("Join the game")}</button>`}
      ${u&&i`<p class="error" role="alert" data-testid="join-error">${u}</p>`}
    </form>
  </main>`}var cn={};kn(cn,{celebrate:()=>ln,countUp:()=>io,createStateQueue:()=>co,finishAll:()=>At,flip:()=>sn,pulse:()=>oo,reducedMotion:()=>Be,revealHand:()=>lo,shake:()=>so,snapshot:()=>on});var rn="cubic-bezier(0.2, 0.8, 0.2, 1)",va="cubic-bezier(0.45, 0, 0.25, 1)";var an=new Set;function Be(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function et(e){return!!e&&typeof e.animate=="function"&&!Be()}function Le(e,t,n){let a=e.animate(t,n);return an.add(a),a.finished.then(()=>{},()=>{}).then(()=>{an.delete(a)})}function At(){for(let e of Array.from(an))try{e.finish()}catch{e.cancel()}}function tt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Pe=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function on(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,tt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,tt(n));return t}function wa(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),r=s?tt(s):t.get(`anchor:${n}`);if(!r)return null;let l=a.boxWidth,u=a.boxHeight,p=Pe(r);return{left:p.x-l/2,top:p.y-u/2,width:l,height:u,boxWidth:l,boxHeight:u}}function ao(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function nn(e,t,n,a){let s=Pe(t),r=Pe(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,u=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,p=ao(e),d=Math.abs(l-1)>.02||Math.abs(u-1)>.02?` scale(${l}, ${u})`:"",c={transform:`translate(${s.x-r.x}px, ${s.y-r.y}px)${d} ${p}`.trim(),zIndex:20},m={transform:p||"none",zIndex:20};return a&&(c.opacity=.2,m.opacity=1),[c,m]}var ne=null;function xa(){return ne&&ne.isConnected||(ne=document.createElement("div"),ne.className="motion-layer",ne.setAttribute("aria-hidden","true"),Object.assign(ne.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(ne)),ne}function Sa(){ne&&!ne.firstChild&&(ne.remove(),ne=null)}function ro(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),xa().appendChild(t),t}function sn(e,t,n={}){if(!e||!t||Be()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,r=n.leave||"discard",l=[],u=new Set,p=[];for(let f of e.querySelectorAll("[data-card-key]")){let $=f.dataset.cardKey;u.add($);let v=t.get($);if(v){let g=tt(f);(Math.abs(Pe(v).x-Pe(g).x)>1||Math.abs(Pe(v).y-Pe(g).y)>1||Math.abs(v.boxWidth-g.boxWidth)>1)&&et(f)&&l.push(Le(f,nn(f,v,g,!1),{duration:a,easing:va}))}else f.dataset.from&&p.push(f)}let d=[];for(let[f,$]of t)!f.startsWith("anchor:")&&!u.has(f)&&d.push($);let c=f=>f==="hand"||f==="draw"||f.startsWith("seat-")?f:null,m=new Map;for(let f of p){let $=c(f.dataset.from);if(!$||!et(f))continue;let v=f.dataset.card||f.querySelector("[data-card]")?.dataset.card||null,g=-1;$!=="draw"&&(g=v?d.findIndex(b=>b.code===v&&b.anchor===$):-1,g<0&&(g=d.findIndex(b=>b.anchor===$&&!b.code)),g<0&&v&&(g=d.findIndex(b=>b.code===v)));let y=null;g>=0&&(y=d[g],d.splice(g,1));let x=tt(f);if(y||(y=wa(e,t,$,x)),!y)continue;let k=m.get($)||0;m.set($,k+1);let _=Math.min(k*s,280);l.push(Le(f,nn(f,y,x,$==="draw"),{duration:a,delay:_,easing:rn,fill:"backwards"}))}let h=d.filter(f=>f.anchor!=="discard");return r==="discard"&&h.length&&typeof document.body.animate=="function"&&h.slice(0,30).forEach((f,$)=>{let v=wa(e,t,"discard",f);if(!v)return;let g=ro(f),[y,x]=nn(g,v,f,!1),k=[{...x,opacity:1},{...y,opacity:1,offset:.8},{...y,opacity:0}],_=Math.min($*s,280);l.push(Le(g,k,{duration:a,delay:_,easing:va,fill:"both"}).then(()=>{g.remove(),Sa()}))}),Promise.all(l).then(()=>{})}function oo(e){return et(e)?Le(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:rn,composite:"add"}):Promise.resolve()}function so(e){return et(e)?Le(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function io(e,t,n,a=450){if(!e)return Promise.resolve();let s=l=>{e.textContent=String(l)},r=Math.max(0,Math.min(Number(a)||0,1200));return Be()||r===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let u=performance.now(),p=d=>{let c=Math.min(1,(d-u)/r),m=1-(1-c)**3;s(c>=1?n:Math.round(t+(n-t)*m)),c>=1?l():requestAnimationFrame(p)};requestAnimationFrame(p)}))}function lo(e){if(!et(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>Le(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:rn,fill:"backwards",composite:"add"}))).then(()=>{})}var _a=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],ka=["■","▲","●","◆","★"];function ln(e){if(Be()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),r=xa(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",r.appendChild(l);let u=Math.round(Math.min(70,24+n/20)),p=[];for(let d=0;d<u;d+=1){let c=document.createElement("span"),m=_a[d%_a.length],h=d%3===0;Object.assign(c.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:h?"16px":"auto",height:h?"24px":"auto",borderRadius:"3px",background:h?m:"transparent",border:h?"2px solid #fff":"none",color:m,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),h||(c.textContent=ka[d%ka.length]),l.appendChild(c);let f=(Math.random()-.5)*n*.9,$=a*(.45+Math.random()*.45),v=(Math.random()-.5)*720,g=1200+Math.random()*600;p.push(Le(c,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${f*.6}px, ${-$}px) rotate(${v/2}deg)`,opacity:1,offset:.45},{transform:`translate(${f*.85}px, ${-$*.8}px) rotate(${v*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${f}px, ${-$*.55}px) rotate(${v}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(p).then(()=>{l.remove(),Sa()})}function co(e,t={}){let n=[],a=null,s=0,r=0,l=0,u=t.onError||(h=>console.error("state queue:",h));async function p(){for(;n.length;){let h=n.shift();l+=1;let f=l<=s||Be();try{await e(h,{instant:f})}catch($){u($)}l<=s&&At()}a=null}function d(){return s=r,At(),m()}function c(h){n.push(h),r+=1,t.flushWhen&&t.flushWhen(h)&&(s=Math.max(s,r-1),At()),a||(a=p())}function m(){return a?a.then(()=>a?m():void 0):Promise.resolve()}return{push:c,flush:d,idle:m,pending:()=>n.length}}function un(e){return J(e)}function uo(e,t,n){let a=e.view||{},s=a.players||n.players.length,r=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(u,p)=>Array(r[p]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function Ca(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await Qt(t),a=(n.rounds||[]).slice().sort((h,f)=>h.first_step-f.first_step),s=(n.players||[]).map((h,f)=>({...h,seat:h.seat??f})),r=n.total_steps??a.reduce((h,f)=>h+f.steps,0),l=new Map,u=new Map,p=h=>{for(let f of a)if(h>=f.first_step&&h<f.first_step+f.steps)return f.round;return a.length?a[a.length-1].round:1},d=h=>a.find(f=>f.round===h);function c(h){if(l.has(h))return Promise.resolve(l.get(h));if(!u.has(h)){let f=Qt(`${t}/${encodeURIComponent(h)}`).then($=>{let v=($.steps||[]).map(g=>uo(g,h,{players:s,...n}));return v.sort((g,y)=>g.index-y.index),l.set(h,v),u.delete(h),v},$=>{throw u.delete(h),$});u.set(h,f)}return u.get(h)}let m=(h,f,$)=>{let v=d(f)?d(f).first_step:0,g=h[$-v];return g&&g.index===$?g:h.find(y=>y.index===$)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:r,roundOf:p,firstStepOf:h=>d(h)?d(h).first_step:0,stepNow(h){let f=p(h);return l.has(f)?m(l.get(f),f,h):null},async step(h){let f=p(h),$=m(await c(f),f,h);if(!$)throw new Re(0,"missing_step",o("Something went wrong. Try again."));return $},framesOf:h=>l.get(h)||null,prefetchAround(h){let f=p(h),$=d(f);if(!$)return;let v=()=>{};if(c(f).catch(v),h-$.first_step>$.steps/2||$.steps-(h-$.first_step)<40){let g=a[a.indexOf($)+1];g&&c(g.round).catch(v)}if(h-$.first_step<3){let g=a[a.indexOf($)-1];g&&c(g.round).catch(v)}}}}var Pt=["R","Y","G","B"],Oe={R:"■",Y:"▲",G:"●",B:"◆"};function oe(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function Z(e){switch(e){case"R":return o("Red");case"Y":return o("Yellow");case"G":return o("Green");case"B":return o("Blue");default:return""}}function dn(e){switch(e){case"S":return o("Skip");case"R":return o("Reverse");case"+2":return o("Draw 2");case"W":return o("Wild");case"W+4":return o("Wild Draw 4");default:return e}}function _e(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=oe(e);return s?t?o("{card} ({color})",{card:dn(a),color:Z(t)}):dn(a):o("{color} {rank}",{color:Z(n),rank:dn(a)})}function Ra(e){return e.map(t=>_e(t)).join(o(", "))}var Ma={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},po={R:"square",Y:"triangle",G:"circle",B:"diamond"},fo={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Ta(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function ho(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function pn({rank:e,x:t,y:n,size:a,ink:s,stroke:r}){let l=ho(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${r||"none"} stroke-width=${r?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let u=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${u} /><path d=${`M${t-u*.7} ${n+u*.7}L${t+u*.7} ${n-u*.7}`} /></g>`;let p=a*.5,d=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-p} ${n-d}H${t+p}M${t+p-d} ${n-2*d}L${t+p} ${n-d}L${t+p-d} ${n}`} />
    <path d=${`M${t+p} ${n+d}H${t-p}M${t-p+d} ${n}L${t-p} ${n+d}L${t-p+d} ${n+2*d}`} /></g>`}function $o(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=r=>[e+n*Math.cos(r*Math.PI/180),t+n*Math.sin(r*Math.PI/180)];return a.map(([r,l,u])=>{let[p,d]=s(l),[c,m]=s(u);return i`<path d=${`M${e} ${t}L${p} ${d}A${n} ${n} 0 0 1 ${c} ${m}z`} fill=${Ma[r]} />`})}function mo({code:e}){let{color:t,rank:n,wild:a}=oe(e),s=a?"#1c1c22":Ma[t],r=a?"#ffffff":fo[t],l=t==="Y"?"#3b2c00":"#ffffff",u=(p,d)=>a?null:i`<path d=${Ta(t,p,d,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${$o(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+po[t]}
          d=${Ta(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${r} stroke-width="1.5" />`}
    <${pn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${r}
      stroke=${a?"#1c1c22":null} />
    <${pn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${u(19,40)}
    <g transform="rotate(180 50 75)">
      <${pn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${u(19,40)}
    </g>
  </svg>`}function go(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function Q({code:e,onPlay:t,disabled:n,named:a,size:s,badge:r,selected:l,testid:u,extraClass:p,keyHandler:d,cardKey:c,from:m,style:h}){let{color:f,wild:$}=oe(e),v=["card",$?"card-wild":`card-${f}`,$&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",p||""].join(" "),g=_e(e,a),y=i`<${mo} code=${e} />
    ${r?i`<span class="card-badge" aria-hidden="true">${r}</span>`:null}`;return t!==void 0?i`<button
      type="button"
      class=${v+(n?" card-disabled":" card-playable")}
      data-card=${e}
      data-card-key=${c||null}
      data-from=${m||null}
      data-testid=${u||`card-${e}`}
      aria-label=${g}
      aria-disabled=${n?"true":"false"}
      aria-pressed=${l?"true":void 0}
      disabled=${n}
      style=${h||null}
      onClick=${n?void 0:t}
      onKeyDown=${d}
    >${y}</button>`:i`<span class=${v} role="img" aria-label=${g} data-card=${e} data-testid=${u||null}
    data-card-key=${c||null} data-from=${m||null} style=${h||null}
    >${y}</span
  >`}function Ne({size:e,label:t,testid:n,cardKey:a,from:s,style:r}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${r||null}
    ><${go} /></span
  >`}function z(e,t,n){if(t==null)return"";if(n!=null&&t===n)return o("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${B(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:o("Seat {n}",{n:t+1})}var yo=3,Lt=[-7,4,-2];function bo(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Ea({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=bo(e,a.map(u=>u||"?")),r=t.toAct===e&&!t.over,l=z(n.players,e,null);return i`<div class=${"replay-seat"+(r?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${r?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${L("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${o("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((u,p)=>i`<span class="replay-slot" key=${s[p]} data-card-key=${s[p]} data-from="draw"
        >${u?i`<${Q} code=${u} size="small" />`:i`<${Ne} size="small" label=${o("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function vo({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-yo),s=n.slice(a),r=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?o("Top card: {card}",{card:_e(e.top,e.color)}):"",u=e.color?o("Colour: {color}",{color:Z(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${Ne} size="small" label=${L("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${Q} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((p,d)=>{let c=a+d,m=c===n.length-1&&!!e.top,h=Lt[(c%Lt.length+Lt.length)%Lt.length];return i`<span class=${"replay-slot replay-discard-card"+(m?" is-top":"")} key=${"d"+c}
          data-card-key=${"d"+c+"-"+p} data-from=${c===n.length-1?r:null}
          style=${`--tilt: ${h}deg`}><${Q} code=${p} size="small" named=${m?e.color:null}
          testid=${m?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${Oe[e.color]} </span>${u}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${L("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?o("Play goes clockwise ↻"):o("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Aa({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((d,c)=>c),r=s.filter(d=>d!==0),l=D(null),u=d=>{l.current=d.pointerType==="mouse"?null:{x:d.clientX,y:d.clientY}},p=d=>{let c=l.current;if(l.current=null,!c||!a)return;let m=d.clientX-c.x,h=d.clientY-c.y;if(Math.abs(m)<40||Math.abs(h)>Math.abs(m)*.6)return;let f=document.documentElement.dir==="rtl";a(m<0!==f?1:-1)};return i`<section class=${"replay-board"+(r.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${o("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${u} onPointerUp=${p}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${r.map(d=>i`<${Ea} key=${d} seat=${d} step=${e}
      replay=${t} />`)}</div>
    <${vo} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${Ea} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function Pa(e){return(e.narration||[]).filter(t=>t).map(B)}function La({step:e,quiet:t}){let n=Pa(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=o("Start of the match"):a=o("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((r,l)=>i`<li key=${l}>${r}</li>`)}</ul>`}
  </div>`}function Oa({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?o("The match is a draw"):o("{name} won the match",{name:z(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function Na({replay:e,round:t,at:n,onPick:a}){let s=D(null),r=e.framesOf(t)||[];return M(()=>{let l=s.current,u=l&&l.querySelector(".current");if(!u)return;let p=u.offsetTop;p<l.scrollTop?l.scrollTop=p:p+u.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=p+u.offsetHeight-l.clientHeight)},[n,r.length]),i`<section class="panel replay-moves">
    <h2>${o("Moves")} · ${o("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${r.length?r[0].index+1:1}>
      ${r.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${u=>{u.preventDefault(),a(l.index)}}>${l.action?Pa(l)[0]||l.action:o("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var wo=["best","good","inaccuracy","mistake","blunder"],nt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},Da=new Set(["inaccuracy","mistake","blunder"]),_o=5,ko=400;function Nt(e,t){switch(e&&e.code){case"too_many_reviews":return o("You already have a review in progress: wait until it is ready.");case"reviews_busy":return o("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return o("The review failed; try again.");case"review_timeout":return o("The review took too long and was stopped; try a smaller budget.");case"hints_off":return o("Hints are only for games against bots: another person plays here.");case"hints_rated":return o("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return o("The coach is still thinking about your last hint.");case"hints_busy":return o("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return o("The coach could not work out a hint; try again.");case"too_many_hints":return o("Too many hints: try again in a moment.");case"not_playing":return o("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?o("Too many reviews: try again later."):J(e,t);default:return J(e,t)}}function fn(){M(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function It(e){switch(e){case"best":return o("Best");case"good":return o("Good");case"inaccuracy":return o("Inaccuracy");case"mistake":return o("Mistake");case"blunder":return o("Blunder");default:return e}}function ke(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function xo(){let e=(Ee().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(r=>r.budget===a.budget)===s)}function So(e){return e==="quick"?o("Quick"):e==="deep"?o("Deep"):o("Standard")}function Co(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=Me(e);if(s&&a.includes(s.seat))return s.seat;let r=t.find(l=>l.kind==="human");return r?r.seat:0}function To(e,t,n,a){let[s,r]=w({status:"loading"}),[l,u]=w(""),p=D(null),d=D(0),c=(h,f)=>{h.then($=>{f===d.current&&(r($),u(""),($.status==="queued"||$.status==="running")&&(p.current=setTimeout(()=>c(H.review(e,t,n),f),ko)))},$=>{f===d.current&&(u(Nt($,"review")),r(v=>v.status==="loading"?{status:"none"}:v))})};return M(()=>{d.current+=1;let h=d.current;return r({status:"loading"}),u(""),c(a?H.askReview(e,t,n):H.review(e,t,n),h),()=>{d.current+=1,clearTimeout(p.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(p.current),d.current+=1,r(h=>({...h,status:"queued",queue_position:null})),c(H.askReview(e,t,n),d.current)}}}function qa({replay:e,game:t,at:n,go:a}){fn();let s=e.players,[r,l]=w(()=>Co(t,s)),u=Te(xo,[]),[p,d]=w(()=>(u.find(y=>y.key==="standard")||u[0]).key),c=(u.find(y=>y.key===p)||u[0]).budget,m=Te(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:h,error:f,ask:$}=To(t,r,c,m),v=h.status==="done"?h.review:null,g=h.status==="queued"||h.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${h.status}>
    <div class="review-head">
      <h2 id="review-title">${o("The coach's review")}</h2>
      <label>${o("Player")}
        <select data-testid="review-seat" value=${String(r)} onChange=${y=>l(Number(y.target.value))}>
          ${s.map(y=>i`<option value=${String(y.seat)} selected=${y.seat===r}>${z(s,y.seat,null)}</option>`)}
        </select></label>
      <label>${o("Depth")}
        <select data-testid="review-budget" value=${p} onChange=${y=>d(y.target.value)}>
          ${u.map(y=>i`<option value=${y.key} selected=${y.key===p}>${So(y.key)}</option>`)}
        </select></label>
    </div>
    ${(h.status==="none"||h.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${o("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${$} data-testid="review-start">${o("Review")}</button></div>`}
    ${h.status==="failed"&&h.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Nt(h.error,"review")}</p>`}
    ${f&&i`<p class="error" role="alert" data-testid="review-error">${f}</p>`}
    ${g&&i`<${Ro} status=${h} />`}
    ${h.status==="loading"&&i`<p class="muted">${o("Loading…")}</p>`}
    ${v&&i`<${Eo} review=${v} replay=${e} at=${n} go=${a} seat=${r} />`}
  </section>`}function Ro({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?o("Waiting for the coach: number {n} in line",{n:e.queue_position}):o("Waiting for the coach…"):t?n=o("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=o("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function Mo(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function Eo({review:e,replay:t,at:n,go:a,seat:s}){let[r,l]=w("match"),u=e.decisions||[],p=Mo(u,n),d=u.filter(m=>m.judged&&Da.has(m.label)).sort((m,h)=>h.loss-m.loss).slice(0,_o),c=m=>a(m.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${o("{name}: accuracy {n}%",{name:z(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${o("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${r==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${o("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${r==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${o("the round")}</label>
    </div>
    <${Po} decisions=${u} replay=${t} at=${n} go=${a} measure=${r} current=${p} />
    <${Ao} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${o("Worst moments")}</h3>
      ${d.length===0&&i`<p class="muted">${o("No costly decision: well played.")}</p>`}
      ${d.length>0&&i`<div class="review-worst-buttons">${d.map(m=>i`<button type="button"
          key=${m.index} class=${"review-worst-button label-"+m.label} onClick=${()=>c(m)}
          aria-current=${p===m?"true":null} data-testid="review-worst-button" data-step=${m.index+1}>
          <span class="review-mark" aria-hidden="true">${nt[m.label]}</span>
          ${o("Move {i} (round {round}): {label}, −{loss}%",{i:m.index+2,round:m.round,label:It(m.label),loss:ke(m.loss)})}</button>`)}</div>`}
    </div>
    <${Lo} decision=${p} at=${n} />
    <${Oo} rounds=${e.rounds||[]} go=${a} decisions=${u} />
  </div>`}function Ao({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${o("Labels")}>
    ${wo.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${nt[t]}</span>
      ${o("{label}: {n}",{label:It(t),n:e[t]||0})}</li>`)}
  </ul>`}var Ia=6,ge=e=>Ia+(100-2*Ia)*(1-e);function Po({decisions:e,replay:t,at:n,go:a,measure:s,current:r}){let l=Math.max(1,t.total-1),u=document.documentElement.dir==="rtl",p=D(null),d=D(!1),c=(b,I)=>s==="match"?b[I==="before"?"match_before":"match_after"]:b[I==="before"?"win_before":"win_after"],m="",h="",f=null,$=null,v=null;for(let b of e){let I=1e3*b.index/l,C=1e3*(b.index+1)/l,S=2*ge(c(b,"before")),O=2*ge(c(b,"after")),W=f===null||s==="round"&&b.round!==f;m+=`${W?"M":"L"}${I.toFixed(1)} ${S.toFixed(1)}L${C.toFixed(1)} ${O.toFixed(1)}`,s==="match"&&(h+=`${$===null?"M":"L"}${I.toFixed(1)} ${S.toFixed(1)}L${C.toFixed(1)} ${O.toFixed(1)}`,$===null&&($=I),v=C),f=b.round}let g=(2*ge(0)).toFixed(1);h&&(h+=`L${v.toFixed(1)} ${g}L${$.toFixed(1)} ${g}Z`);let y=r||e.find(b=>b.index>=n)||e[e.length-1];ie(()=>{if(!d.current||!p.current)return;d.current=!1;let b=p.current.querySelector("[tabindex='0']");b&&b.focus({preventScroll:!0})});let x=b=>{let I=e.indexOf(y),C=u?"ArrowLeft":"ArrowRight",S=u?"ArrowRight":"ArrowLeft",O=null;if(b.key===C)O=e[Math.min(e.length-1,I+1)];else if(b.key===S)O=e[Math.max(0,I-1)];else if(b.key==="Home")O=e[0];else if(b.key==="End")O=e[e.length-1];else return;b.preventDefault(),b.stopPropagation(),O&&(d.current=!0,a(O.index+1))},k=b=>`${100*b/l}%`,_=e.map(b=>{let I=Ot(b,b.action),C=I?B(I.label):b.action;return o("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:b.index+2,what:C,label:It(b.label),before:ke(c(b,"before")),after:ke(c(b,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(b=>i`<span key=${b}
      style=${`inset-block-start: ${ge(b)}%`}>${100*b}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*ge(1)} x2="1000" y2=${2*ge(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*ge(0)} x2="1000" y2=${2*ge(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${t.rounds.slice(1).map(b=>i`<line key=${b.round} x1=${1e3*b.first_step/l}
          x2=${1e3*b.first_step/l} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${h&&i`<path d=${h} class="review-area" />`}
        <path d=${m} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${k(n)}`} aria-hidden="true"></div>
      ${t.rounds.length>1&&t.rounds.length<=12&&t.rounds.map(b=>i`<span key=${b.round}
        class="review-round-label" style=${`inset-inline-start: ${k(b.first_step)}`} aria-hidden="true"
        >${b.round}</span>`)}
      <div class="review-dots" ref=${p} role="group" aria-label=${o("Decisions on the graph")}
          onKeyDown=${x}>
        ${e.map((b,I)=>{let C=_[I];return i`<button type="button" key=${b.index} class=${"review-dot label-"+b.label+(b.judged?"":" unjudged")+(b===y?" selected":"")}
            style=${`inset-inline-start: ${k(b.index+1)}; inset-block-start: ${ge(c(b,"after"))}%`}
            tabindex=${b===y?"0":"-1"} aria-label=${C} title=${C}
            aria-current=${b===r?"step":null} data-testid="review-dot" data-step=${b.index+1}
            data-label=${b.label} onClick=${()=>a(b.index+1)}
            ><span aria-hidden="true">${b.judged?nt[b.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function Ot(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function Ge({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,r)=>i`<${Q} key=${r} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${Z(e.color)}></span>`}
    <span class="review-choice-label">${B(e.label)}</span></span>`}function Lo({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${o("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(r=>r.action!==n.action&&r.action!==n.best),s=r=>(n.alternatives||[]).find(l=>l.action===r);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${nt[n.label]?`${nt[n.label]} `:""}${It(n.label)}</span>
      ${o("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${o("Played")}</dt>
      <dd><${Ge} choice=${Ot(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${o("{n}% to win the round",{n:ke(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${o("Best")}</dt>
      <dd><${Ge} choice=${Ot(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${o("{n}% to win the round",{n:ke(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${o("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${o("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${o("It cost {n} points of round-win chance (±{se}).",{n:ke(n.loss),se:ke(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${o("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${L("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(r=>i`<li key=${r.action}><${Ge} choice=${Ot(n,r.action)}
        action=${r.action} /> <span class="review-chance">${o("{n}% to win the round",{n:ke((s(r.action)||r).win)})}</span></li>`)}</ul></details>`}
  </div>`}function Oo({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(r=>r.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${o("Rounds")}</caption>
    <thead><tr><th scope="col">${o("Round")}</th><th scope="col">${o("Accuracy")}</th>
      <th scope="col">${o("Result")}</th><th scope="col">${o("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let r=a(s.round),l=n.filter(u=>u.round===s.round&&u.judged&&Da.has(u.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${r?i`<a href="#" onClick=${u=>{u.preventDefault(),t(r.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?o("won"):o("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}function Fe({view:e,players:t,me:n}){let a=Array.from({length:e.players},(d,c)=>c),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),r=a.map(d=>e.start_scores?e.start_scores[d]:0),l=r.some(d=>d!==0),u=e.rounds.map((d,c)=>{d.points.forEach((h,f)=>{r[f]+=h});let m=r.slice();return i`<tr data-testid=${"score-round-"+(c+1)}>
      <th scope="row">${o("Round {n}",{n:c+1})}${d.blocked?i` <span class="muted">${o("(blocked)")}</span>`:""}</th>
      ${a.map(h=>i`<td>${d.points[h]} <span class="muted">(${m[h]})</span>${d.out===h?i` <span class="out-mark" title=${o("went out")} aria-label=${o("went out")}>★</span>`:""}</td>`)}
    </tr>`}),p=e.ruleset!=="classic";return i`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${o("Score sheet")}</h2>
    <p class="muted">${p?o("The match ends when a total reaches {n}; the lower total wins.",{n:s}):o("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${o("Round")}</th>
          ${a.map(d=>i`<th scope="col"><bdi>${z(t,d,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${o("Start")}</th>${a.map(d=>i`<td>${e.start_scores[d]}</td>`)}</tr>`}
          ${u}
        </tbody>
        <tfoot><tr><th scope="row">${o("Total")}</th>
          ${a.map(d=>i`<td data-testid=${"score-total-"+d}>${e.scores[d]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${o("No round finished yet.")}</p>`}
  </section>`}var No=[.5,1,2,4,8],Io=900;function Do(){M(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var qo={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function at({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${qo[e]} fill="currentColor" /></svg>`}function jo(e){let t=Me(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function ja({game:e}){Do();let[t,n]=w(null),[a,s]=w("");return M(()=>{document.title=o("Replay");let r=!0;return Ca(e).then(l=>r&&n(l),l=>r&&s(un(l))),()=>{r=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${o("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${R} href=${`/game/${e}`}>${o("Back to the game")}</${R}></p></main>`:t?i`<${Ho} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${o("Replay")}</h1>
      <p>${o("Loading…")}</p></main>`}function Ho({replay:e,game:t}){let n=e.total-1,[a,s]=w(0),[r,l]=w(null),[u,p]=w(!1),[d,c]=w(1),[m,h]=w(""),f=D(null),$=D(null),v=D(0),g=Io/d;M(()=>{let C=!0,S=e.stepNow(a);return S?(l(S),h("")):e.step(a).then(O=>{C&&(l(O),h(""))},O=>C&&h(un(O))),e.prefetchAround(a),()=>{C=!1}},[a]),M(()=>{if(!u)return;if(a>=n){p(!1);return}if(!r||r.index!==a)return;let C=setTimeout(()=>x(1),g);return()=>clearTimeout(C)},[u,a,r,d]);function y(C,S){let O=Math.max(0,Math.min(n,C)),W=v.current;O!==W&&(v.current=O,$.current=S&&O===W+1&&g>=150&&f.current&&r&&r.index===W?on(f.current):null,s(O))}let x=C=>y(v.current+C,C===1);ie(()=>{let C=$.current;C&&r&&r.index===a&&f.current&&($.current=null,sn(f.current,C,{duration:Math.min(320,g*.6)}),r.over&&ln(f.current))},[r]),M(()=>{let C=S=>{if(S.ctrlKey||S.metaKey||S.altKey||S.defaultPrevented)return;let O=S.target,W=O&&O.tagName;if(W==="INPUT"||W==="SELECT"||W==="TEXTAREA"||O&&O.isContentEditable)return;let Y=document.documentElement.dir==="rtl",le=Y?"ArrowLeft":"ArrowRight",he=Y?"ArrowRight":"ArrowLeft";if(S.key===le)x(1);else if(S.key===he)x(-1);else if(S.key==="Home")y(0,!1);else if(S.key==="End")y(n,!1);else if(S.key===" "&&W!=="BUTTON"&&W!=="A")p(ce=>!ce);else return;S.preventDefault()};return window.addEventListener("keydown",C),()=>window.removeEventListener("keydown",C)},[n,g,r]);let k=r,_=!k||k.index!==a,b=e.roundOf(a),I=()=>{!u&&a>=n&&y(0,!1),p(!u)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${k?k.index:-1} data-interval=${g} data-playing=${u?"true":"false"}
      aria-busy=${_?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${o("Replay")}</h1>
    ${k&&i`<${Aa} step=${k} replay=${e} boardRef=${f} onSwipe=${x} />`}
    ${!k&&i`<p class="replay-board-placeholder">${o("Loading…")}</p>`}
    ${k&&i`<${La} step=${k} replay=${e} quiet=${u} />`}
    ${m&&i`<p class="error" role="alert" data-testid="replay-error">${m}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${o("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>y(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${o("Start")} title=${o("Start")}><${at} shape="first" /></button>
        <button type="button" onClick=${()=>x(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${o("Back")} title=${o("Back")}><${at} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${I} data-testid="replay-play"
          aria-pressed=${u?"true":"false"}><${at} shape=${u?"pause":"play"} />
          <span>${u?o("Pause"):o("Play")}</span></button>
        <button type="button" onClick=${()=>x(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${o("Next")} title=${o("Next")}><${at} shape="next" /></button>
        <button type="button" onClick=${()=>y(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${o("End")} title=${o("End")}><${at} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${o("Move")} class="replay-slider"
        aria-valuetext=${o("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${C=>y(Number(C.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${o("Round")}
          <select data-testid="replay-round" value=${String(b)}
            onChange=${C=>y(e.firstStepOf(Number(C.target.value)),!1)}>
            ${e.rounds.map(C=>i`<option value=${String(C.round)} selected=${C.round===b}>${C.round}</option>`)}
          </select></label>
        <label>${o("Speed")}
          <select data-testid="replay-speed" value=${String(d)} onChange=${C=>c(Number(C.target.value))}>
            ${No.map(C=>i`<option value=${String(C)} selected=${C===d}>${C}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${o("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${o("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${qa} replay=${e} game=${t} at=${a} go=${C=>y(C,!1)} />
    </div>
    <aside class="replay-side">
    ${k&&i`<${Oa} step=${k} replay=${e} />`}
    ${k&&i`<${Fe} view=${k.sheet} players=${e.players} me=${null} />`}
    ${k&&i`<${Na} replay=${e} round=${k.round} at=${a} onPick=${C=>y(C,!1)} />`}
    <p class="replay-links"><${R} href=${`/game/${t}`}>${o("Back to the game")}</${R}>
      <span aria-hidden="true"> · </span><a href=${jo(t)} download data-testid="download-record">
        ${o("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}function Ha(){return M(()=>{document.title=o("Rules")},[]),i`<main class="page rules" data-testid="rules-page">
    <h1>${o("Rules")}</h1>
    <section class="panel">
      <h2>${o("UNO Duo (two players)")}</h2>
      <p>${o("Before the first round the players cut the deck: the higher card drafts first.")}</p>
      <p>${o("The draft: in turn, each player looks at the top card of the deck. Keep it, and the next card goes face up on the discard pile; or reject it face up and take the next card unseen. After seven picks each, the face-up cards go under the draw pile in order, and a card is turned up.")}</p>
      <p>${o("On your turn, play a card of the same colour, number or symbol as the top card, or a wild card, or draw one card. After drawing you may play that card only, or keep it.")}</p>
      <p>${o("Draw 2: the opponent takes the pending total or stacks another Draw 2 (of any colour), which raises the total by 2.")}</p>
      <p>${o("Skip: you play again. Reverse: you may then dump all your other cards of that colour, in the order you choose; only the last card dumped takes effect.")}</p>
      <p>${o("Wild: name a colour. Wild Draw 4: name a colour; the opponent accepts and draws 4, or challenges. If you held a card of the colour in play, the challenge succeeds and you draw 4; otherwise the challenger draws 6.")}</p>
      <p>${o("When a play leaves you one card, call UNO with it. If you forget, your opponent may catch you: you draw 2.")}</p>
      <p>${o("A round ends when a player has no card left. The other player scores the cards left in hand: numbers at face value, Skip, Reverse and Draw 2 at 10, Wild 15, Wild Draw 4 20. The match ends when a total reaches 200; the lower total wins.")}</p>
    </section>
    <section class="panel">
      <h2>${o("Classic UNO (2 to 10 players)")}</h2>
      <p>${o("Seven cards each, no draft and no dump. Skip makes the next player miss a turn, Reverse changes the direction, Draw 2 makes the next player draw 2 and miss a turn.")}</p>
      <p>${o("The player who goes out scores the cards left in the other hands (numbers at face value, action cards 20, wild cards 50). The first total to reach 500 wins.")}</p>
    </section>
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}var Wa=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function Ua(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function Ba(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${o("No hints in a rated game: the coach can review it once it is over.")}</p>`}function hn(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Nt(t,"hint")}}function Ga({hint:e,onAsk:t,disabled:n}){fn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?o("The coach is thinking…"):o("Hint")}</span></button>`}function rt(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Fa({hint:e,choices:t,onClose:n,onPlay:a}){let s=D(null);M(()=>{s.current&&s.current.focus({preventScroll:!0});let d=c=>{c.key==="Escape"&&(c.preventDefault(),n())};return window.addEventListener("keydown",d),()=>window.removeEventListener("keydown",d)},[]);let r=new Map((t||[]).map(d=>[d.action,d])),l=e.status==="ready"?e.data:null,u=l?l.actions.slice().sort((d,c)=>c.round_win-d.round_win):[],p=l&&l.best?r.get(l.best):null;return i`<section class="overlay hint-panel" role="dialog" aria-modal="false" aria-labelledby="hint-title"
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${o("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${o("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${l&&i`<p class="hint-best" data-testid="hint-best" data-action=${l.best}>${o("Suggested:")}
      <${Ge} choice=${p} action=${l.best} /></p>
      <p class="muted">${o("Your chance to win this round: {round}% · the match: {match}%",{round:rt(l.round_win),match:rt(l.match_win)})}</p>`}
    </div>
    ${l&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${o("Every choice")}>
      ${u.map(d=>i`<li key=${d.action} class=${d.action===l.best?"is-best":""}
          data-testid="hint-choice" data-action=${d.action} data-win=${d.round_win}>
        <${Ge} choice=${r.get(d.action)} action=${d.action} />
        <span class="hint-bar" role="img" aria-label=${o("{n}% to win the round",{n:rt(d.round_win)})}>
          <span style=${`inline-size: ${rt(d.round_win)}%`}></span><b aria-hidden="true">${rt(d.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted">${o("Estimated from {n} random deals of the cards you cannot see.",{n:l.worlds})}</p>`}
    <div class="controls">
      ${l&&p&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(l.best)}>${o("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${o("Close")}</button>
    </div>
  </section>`}var yn={};kn(yn,{SOUND_NAMES:()=>Wo,isMuted:()=>Yo,onMutedChange:()=>Ko,playSound:()=>Qo,renderSound:()=>Zo,setMuted:()=>zo,soundReady:()=>Jo});var Ja="unoduo.muted",Wo=["play","draw","turn","uno","win","lose","shuffle","deal"],Uo={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},Bo=.85,Go=2.2,ee=null,mn=!1,st=Fo(),Ya=new Map,$n=new Set;function Fo(){try{return localStorage.getItem(Ja)==="1"}catch{return!1}}function Yo(){return st}function zo(e){st=!!e;try{localStorage.setItem(Ja,st?"1":"0")}catch{}for(let t of Array.from($n))try{t(st)}catch(n){console.error(n)}}function Ko(e){return $n.add(e),()=>$n.delete(e)}function Jo(){return mn&&ee!==null}function Vo(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function za(){mn=!0;try{if(!ee){let e=Vo();if(!e)return;ee=new e({latencyHint:"interactive"})}ee.state==="suspended"&&typeof ee.resume=="function"&&ee.resume().catch(()=>{})}catch{ee=null}}typeof window<"u"&&(window.addEventListener("pointerdown",za,{capture:!0,passive:!0}),window.addEventListener("keydown",za,{capture:!0,passive:!0}));function Va(e,t,n,a){let s=e.createGain();s.gain.value=Bo,s.connect(a),gn[t](e,n,s)}function xe(e,t,{at:n,freq:a,peak:s=.3,attack:r=.01,decay:l=.3,type:u="sine",glide:p=0,partials:d=[]}){let c=e.createGain();c.gain.setValueAtTime(1e-4,n),c.gain.linearRampToValueAtTime(s,n+r),c.gain.exponentialRampToValueAtTime(1e-4,n+r+l),c.connect(t);let m=[[1,1],...d];for(let[h,f]of m){let $=e.createOscillator();$.type=u,$.frequency.setValueAtTime(a*h,n),p&&$.frequency.exponentialRampToValueAtTime(a*h*p,n+r+l);let v=$;if(f!==1){let g=e.createGain();g.gain.value=f,$.connect(g),v=g}v.connect(c),$.start(n),$.stop(n+r+l+.02)}}var Ka=new WeakMap;function Xo(e){let t=Ka.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;Ka.set(e,t)}return t}function ot(e,t,{at:n,length:a,from:s,to:r=s,q:l=1.2,peak:u=.35,attack:p=.006,offset:d=0}){let c=e.createBufferSource();c.buffer=Xo(e);let m=e.createBiquadFilter();m.type="bandpass",m.Q.value=l,m.frequency.setValueAtTime(s,n),m.frequency.exponentialRampToValueAtTime(r,n+a);let h=e.createGain();h.gain.setValueAtTime(1e-4,n),h.gain.linearRampToValueAtTime(u*Go,n+p),h.gain.exponentialRampToValueAtTime(1e-4,n+a),c.connect(m),m.connect(h),h.connect(t),c.start(n,d%.5,a+.02)}var Ie=e=>440*2**(e/12),gn={play(e,t,n){ot(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),xe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){ot(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];xe(e,n,{at:t,freq:Ie(7),peak:.32,attack:.006,decay:.28,partials:a}),xe(e,n,{at:t+.13,freq:Ie(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{xe(e,n,{at:t+s*.08,freq:Ie(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),xe(e,n,{at:t+.24,freq:Ie(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{xe(e,n,{at:t+s*.11,freq:Ie(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{xe(e,n,{at:t+.5,freq:Ie(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{xe(e,n,{at:t+s*.17,freq:Ie(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);ot(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}ot(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)ot(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function Qo(e){if(st||!mn||!ee||!Object.prototype.hasOwnProperty.call(gn,e))return!1;try{if(ee.state==="suspended"&&ee.resume().catch(()=>{}),ee.state==="closed")return!1;let t=ee.currentTime;return t-(Ya.get(e)??-1)<.04||(Ya.set(e,t),Va(ee,e,t+.005,ee.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function Zo(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(gn,e))return null;let a=new n(1,Math.ceil(Uo[e]*t),t);return Va(a,e,0,a.destination),a.startRendering()}var bn=cn,De=yn;function Ye(e){try{De&&De.playSound(e)}catch{}}function se(e,...t){try{if(bn&&typeof bn[e]=="function")return bn[e](...t)}catch{}return null}function ye(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function Xa(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Dt(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function Qa({spectator:e,view:t,target:n,panel:a,toggle:s}){let r=!1;try{r=De?De.isMuted():!1}catch{r=!1}let[,l]=w(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${o("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Dt(t)?o("Lowest total wins when someone reaches {n}",{n}):o("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${o("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${o("What happened")}</span></button>
    ${De&&i`<button type="button" class="tool" aria-pressed=${r?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{De.setMuted(!r),l(u=>u+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${r?i`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:i`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${o("Mute")}</span></button>`}
    ${!e&&i`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${o("Settings")}</span></button>`}
  </div>`}function Za({panel:e,setPanel:t,view:n,players:a,me:s,log:r,rules:l,autoAnswer:u,onAutoAnswer:p}){return i`<${ze} open=${e==="scores"} title=${o("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${Fe} view=${n} players=${a} me=${s} />`}
    </${ze}>
    <${ze} open=${e==="log"} title=${o("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${es} log=${r} open=${e==="log"} />
    </${ze}>
    <${ze} open=${e==="settings"} title=${o("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${u} data-testid="setting-auto-answer"
        onChange=${d=>p(d.target.checked)} />
        <span>${o("Answer forced moves for me (nothing to choose)")}</span></label>
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${o("Rules of this game")}</h3>
        <ul>${l.map((d,c)=>i`<li key=${c}>${B(d)}</li>`)}</ul>
      </section>`}
    </${ze}>`}function ze({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${o("Close")}</button></div>
    ${s}
  </aside>`}function es({log:e,open:t}){let n=D(null);return M(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${o("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}function ts(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function er(e){return e?e.querySelector("button.card:not([disabled])"):null}function tr(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}function nr({view:e,groups:t,mine:n,sending:a,play:s,handRef:r,dumping:l,dumpOrder:u,toggleDump:p,wildCard:d}){let c=e.dump_color,m=document.documentElement.dir==="rtl",h=k=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(k.key))return;let b=Array.from(r.current.querySelectorAll("button.card:not([disabled])")),I=b.indexOf(document.activeElement);if(!b.length)return;k.preventDefault();let C=I;if(k.key==="Home")C=0;else if(k.key==="End")C=b.length-1;else{let S=k.key==="ArrowDown"||k.key===(m?"ArrowLeft":"ArrowRight");C=I<0?0:(I+(S?1:-1)+b.length)%b.length}b[C].focus()},f=e.hand.length?L("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:Ra(e.hand)}):o("Your hand is empty"),$=e.hand.length,v=ts(e.hand,""),g=Math.min(3,16/Math.max($-1,1)),y=($-1)/2,x=!1;return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${L("Your hand ({n} card)","Your hand ({n} cards)",$)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${o("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+($>14?" hand-many":"")} ref=${r} onKeyDown=${h} data-testid="hand"
        role="group" aria-label=${f} style=${`--n: ${Math.max($,1)}`}>
      ${e.hand.map((k,_)=>{let b=!1,I=null,C=!1;if(l){b=oe(k).color===c&&!a;let le=u.indexOf(_);le>=0&&(I=String(le+1),C=!0)}else b=n&&!a&&t.plays.has(k),C=d===k;let S=e.drawn===k&&!x;S&&(x=!0);let O=y>0?(_-y)/y:0,W=(_-y)*g*(m?-1:1),Y=Math.round(O*O*Math.min(14,$*1.5));return i`<${Q} key=${v[_]} code=${k} cardKey=${v[_]} from="draw"
          onPlay=${l?()=>p(_):()=>s(k)}
          disabled=${!b} badge=${I} selected=${C}
          style=${`--rot: ${W.toFixed(2)}deg; --arc: ${Y}px`}
          extraClass=${S?"card-drawn":""} testid=${"hand-card-"+k} />`})}
    </div>
    ${n&&!l&&i`<p class="hint">${o("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function ar({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${o("{name} showed you the hand they held:",{name:z(t,e.seat,n)})}>
    <p>${o("{name} showed you the hand they held:",{name:z(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,r)=>i`<${Q} key=${r} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${o("Close")}</button>
  </section>`}function ns(e,t,n,a){let s=e.scores,r=Dt(e),l=r?Math.min(...s):Math.max(...s),u=s.map((d,c)=>d===l?c:-1).filter(d=>d>=0);if(u.length>1)return o("The totals are level");let p=u[0];return r?p===n?o("You are ahead: the lowest total wins, and yours is {n}",{n:l}):o("{name} is ahead: the lowest total wins, and theirs is {n}",{name:z(t,p,n),n:l}):p===n?o("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):o("{name} is ahead: the first to {target} wins, and they have {n}",{name:z(t,p,n),target:a,n:l})}function rr({info:e,view:t,players:n,me:a,onClose:s,target:r}){let l=D(null),u=D(null);M(()=>{if(l.current&&l.current.focus({preventScroll:!0}),u.current)for(let d of u.current.querySelectorAll("[data-count-to]")){let c=Number(d.dataset.countTo);se("countUp",d,Number(d.dataset.countFrom||0),c,700)}},[e.number]);let p=e.result;return i`<section class="overlay round-over" role="dialog" aria-modal="false" aria-labelledby="round-over-title"
      data-testid="round-over" ref=${u}>
    <h2 id="round-over-title">${o("Round {n} is over",{n:e.number})}</h2>
    <p>${p.out===null||p.out===void 0?o("The round is blocked: each player scores their own hand"):o("{name} went out",{name:z(n,p.out,a)})}</p>
    <table class="scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("This round")}</th>
        <th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${p.points.map((d,c)=>i`<tr>
        <th scope="row"><bdi>${z(n,c,a)}</bdi></th>
        <td data-testid=${"round-points-"+c} data-count-to=${d}>${d}</td>
        <td data-testid=${"round-total-"+c}>${t.scores[c]}</td>
      </tr>`)}</tbody>
    </table>
    <p class="why" data-testid="round-standing">${ns(t,n,a,r)}</p>
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${o("Next round")}</button>
  </section>`}var as=12,rs=1e3;function os(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function ss({game:e}){let t=Ue(),n=t?t.name:null,[a,s]=w(null);if(M(()=>{if(s(null),!n)return;let u=!1,p=null,d=0,c=()=>{d+=1,d<as&&(p=setTimeout(m,rs))},m=async()=>{try{let h=await H.gameRating(e);if(u)return;s(h),h.player&&h.player.rating===null&&c()}catch(h){!u&&h.code!=="not_rated"&&c()}};return m(),()=>{u=!0,clearTimeout(p)}},[e,n]),!a||!a.rated)return null;let r=a.player,l=null;if(r&&r.rating!==null){let u={rating:r.rating,change:os(r.change)},p=r.provisional?o("Your rating: {rating} ({change}), provisional",u):o("Your rating: {rating} ({change})",u);l=i`<p data-testid="rating-change" data-rating=${r.rating} data-change=${r.change}
      class=${"rating-change "+(r.change>=0?"up":"down")}
      title=${r.provisional?o("Provisional: a few more rated games are needed."):""}>${p}</p>`}else r&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${o("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?o("Rated game of Classic UNO"):o("Rated game of UNO Duo")}</p>
    ${l}
    ${r&&i`<${R} href=${`/players/${encodeURIComponent(r.name)}`} testid="rated-profile-link">
      ${o("Your profile")}</${R}>`}
  </div>`}function or({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:r,game:l}){let u=D(null);M(()=>{u.current&&u.current.focus({preventScroll:!0})},[]);let p=e.winner,d;p==null?d=o("The match is a draw"):p===n?d=o("You won the match!"):d=o("{name} won the match",{name:z(t,p,n)});let c=e.scores.map((f,$)=>o("{name}: {score}",{name:z(t,$,n),score:f})).join(o(", ")),m=t.filter(f=>f.seat!==n&&f.kind==="human"),h=s&&m.some(f=>!f.rematch_requested);return i`<section class="overlay match-over" data-testid="match-over" aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${u}>${o("The match is over")}</h2>
    <p data-testid="match-result" class=${p===n?"celebrate":""}>${d}</p>
    <p>${o("Final scores: {scores}",{scores:c})}</p>
    <${ss} game=${l} />
    <${Fe} view=${e} players=${t} me=${n} />
    <div class="controls">
      ${!r&&i`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${o("Rematch")}</button>`}
      <${R} href=${`/replay/${l}`} testid="replay-link">${o("Watch the replay")}</${R}>
      ${!r&&i`<${R} href=${`/replay/${l}?review=${n}`} testid="review-link">
        ${o("Review my decisions")}</${R}>`}
    </div>
    ${h&&i`<p role="status">${o("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&m.some(f=>f.rematch_requested)&&i`<p role="status">
      ${o("Your opponent asks for a rematch.")}</p>`}
  </section>`}function qt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${R} href=${a} testid="watch-link">${o("Watch it instead")}</${R}></p>`}
    <p><${R} href="/">${o("Back to the start page")}</${R}></p>
  </main>`}function sr({status:e}){if(e==="open")return null;let t=e==="closed"?o("Disconnected."):o("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function ir({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${o("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${is} welcome=${e} />`:null}
  </section>`}function is({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=w(""),s=async(l,u)=>{try{await navigator.clipboard.writeText(l),a(u)}catch{a("")}},r=e.opponent==="public";return i`<div data-testid="invite">
    <h3>${r?o("Public game"):o("Invite a friend")}</h3>
    <p>${r?o("Anyone can join this game from the list of public games. You can also send this link or the join code."):o("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${o("Invite link")}</span>
      <input readonly value=${t} data-testid="invite-link" onFocus=${l=>l.target.select()} />
    </label>
    <button type="button" onClick=${()=>s(t,"link")} data-testid="copy-link">${o("Copy the link")}</button>
    <p class="code-line"><span>${o("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${e.join_code}</strong>
      <button type="button" onClick=${()=>s(e.join_code,"code")} data-testid="copy-code">
        ${o("Copy the code")}</button></p>
    ${n&&i`<p role="status">${o("Copied.")}</p>`}
  </div>`}function ls({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function lr({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,r=e.top,l=r&&oe(r).wild,u=e.discard||[],p=u.slice(Math.max(0,u.length-4),Math.max(0,u.length-1)),d=m=>m*47%23-11,c=L("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${o("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${ls} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${c} onClick=${n}>
        ${e.draw_pile>0?i`<${Ne} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&i`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${p.map((m,h)=>{let f=u.length-1-p.length+h;return i`<${Q} key=${"pile-"+f} code=${m} cardKey=${"pile-"+f}
          style=${`rotate: ${d(f)}deg`} />`})}
      ${r?i`<${Q} key=${"pile-"+(u.length-1)} code=${r} named=${l?s:null}
            testid="top-card" cardKey=${"pile-"+(u.length-1)} from=${a}
            style=${`rotate: ${d(u.length-1)/3}deg`} />`:!u.length&&i`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&i`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${Oe[s]}</span>${Z(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${L("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${r&&i`<p class="visually-hidden" data-testid="top-card-text">${o("Top card: {card}",{card:_e(r,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${o("Colour: {color}",{color:Z(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?o("Direction: clockwise"):o("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${L("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function cr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:r,rated:l,controls:u}){let p=e.view,d=p.seat,c=u.sending;return i`<section class="prompt" data-testid="prompt" aria-label=${o("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${B(e.prompt)}</p>
    ${n&&p.decision==="challenge"&&i`<${us} view=${p} />`}
    ${e.deadline&&!p.match_over&&i`<${cs} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!p.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(B).join(" ")}</p>`}
    ${n&&!a&&i`<${ds} ...${u} />`}
    ${ye(e)&&!a&&Ua(t,d)&&(l?i`<${Ba} />`:i`<${Ga} hint=${s} onAsk=${r} disabled=${c} />`)}
  </section>`}function cs({deadline:e,mine:t}){let[n,a]=w(Date.now());M(()=>{let r=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(r)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?L("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):L("{n} second left","{n} seconds left",s)}</p>`}function us({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(r=>r.kind==="play"||r.kind==="color"),s=n&&!oe(n).wild?oe(n).color:null;if(!s&&a.length>=2)for(let r=a.length-2;r>=0;r--){let l=a[r].info;if(typeof l=="number"&&l>=0){s=Pt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${Oe[s]} </span>${o("Colour before the Wild Draw 4: {color}",{color:Z(s)})}</p>`:null}function ds(e){let{view:t,groups:n,send:a,sending:s,unoArmed:r,setUnoArmed:l,dumpMode:u,setDumpMode:p,dumping:d,dumpReady:c,dumpAction:m,dumpCards:h,clearDump:f}=e,$=n.other,v=(y,x,k)=>{let _=$.get(y),b=_.key?_.key.toUpperCase():"";return i`<button type="button" class=${k?"primary":""}
    disabled=${s} data-testid=${x} onClick=${()=>a(_.action)}
    data-autofocus=${k?"true":null}>${B(_.label)}${b&&i` <kbd aria-hidden="true">${b}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${o("Candidate card:")}</p>
      <${Q} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),$.has("keep")&&g.push(v("keep","action-keep",!0)),$.has("reject")&&g.push(v("reject","action-reject")),n.colors.length){let y=x=>{let k=n.colors.find(_=>_.color===x);k&&a(k.action)};g.push(i`<${vn} title=${o("Name the colour")} onPick=${y} testid="turnup-color-picker" />`)}$.has("draw")&&g.push(v("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),$.has("pass")&&g.push(v("pass","action-pass",n.plays.size===0)),$.has("challenge")&&g.push(v("challenge","action-challenge")),$.has("accept")&&g.push(v("accept","action-accept",!0)),$.has("catch")&&g.push(v("catch","action-catch",!0)),$.has("ignore")&&g.push(v("ignore","action-ignore"));for(let[y,x]of $)x.kind==="swap"&&g.push(v(y,"action-"+y.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!u&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>p(!0)}>
      ${o("Dump your {color} cards",{color:Z(t.dump_color)})}</button>`),d&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${L("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",h.length,{color:Z(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!c||s} data-testid="action-dump"
        onClick=${()=>a(m())}>${o("Dump them in this order")}</button>
      ${h.length>1&&i`<button type="button" onClick=${f} data-testid="dump-clear">
        ${o("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{f(),p(!1)}}
        data-testid="dump-cancel">${o("Cancel the dump")}</button>`}
      ${$.has("nodump")&&v("nodump","action-nodump",!1)}
      </div>
    </div>`),$.has("nodump")&&!d&&g.push(v("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(r?" armed":"")}
      aria-pressed=${r?"true":"false"} data-testid="action-uno" onClick=${()=>l(!r)}>
      ${r?o("UNO! called"):o("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function vn({title:e,onPick:t,onCancel:n,testid:a}){let s=D(null),r=D({onPick:t,onCancel:n});return r.current={onPick:t,onCancel:n},ie(()=>{s.current&&s.current.focus();let l=u=>{let p=u.key.toUpperCase(),d=u.target;d&&(d.tagName==="INPUT"||d.tagName==="SELECT")||(Pt.includes(p)&&!u.ctrlKey&&!u.metaKey&&!u.altKey?(u.preventDefault(),u.stopPropagation(),r.current.onPick(p)):u.key==="Escape"&&r.current.onCancel&&(u.preventDefault(),r.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${Pt.map((l,u)=>i`<button type="button" class=${"color-button color-"+l} ref=${u===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${Oe[l]} </span>${Z(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${o("Cancel")}</button>`}
  </div>`}function dr(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let r=(a+s)%e;r!==t&&n.push(r)}return n}function ps(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function fs({seat:e,view:t,players:n,me:a,many:s,place:r}){let l=n.find(h=>h.seat===e)||{},u=t.hand_sizes[e],p=t.to_act===e&&!t.match_over,d=z(n,e,a),c=l.kind==="bot"?o("Bot ({level})",{level:We(l.difficulty)}):"",m=Math.min(u,s?0:10);return i`<li class=${"seat"+(p?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${r||""}
      aria-label=${L("{name}: {n} card","{name}: {n} cards",u,{name:d})}>
    <span class="avatar" aria-hidden="true">${ps(d)}</span>
    <div class="seat-name">
      <bdi>${d}</bdi>
      ${c&&i` <span class="muted">${c}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${o("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${o("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${L("{n} card","{n} cards",u)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${o("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${m>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:m},(h,f)=>i`<${Ne} key=${f} size="mini" cardKey=${`s${e}-${f}`}
        from="draw" />`)}
    </div>`}
    ${p&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function ur(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,r=t>2?.8:.62;return{x:Math.cos(n(e)),y:r*a(e)/s,angle:n(e)}}function pr({others:e,view:t,players:n,me:a,many:s}){let r=t.players>2,l=e.length,u=p=>`--x: ${p.x.toFixed(3)}; --y: ${p.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(r?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${r?`--n: ${l}`:""} aria-label=${o("Players")}>
    ${e.map((p,d)=>{let c=ur(d-.5,l),m=90-c.angle*180/Math.PI+(t.direction===1?0:180);return i`${d>0&&r&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+p}
          style=${`${u(c)}; --turn: ${m.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${fs} key=${p} seat=${p}
        view=${t} players=${n} me=${a} many=${s} place=${r?u(ur(d,l)):""} />`})}
  </ul>`}function hs(e){let t=new Map,n=[],a=[],s=new Map,r=new Map,l=!1;for(let c of e||[])c.uno&&(l=!0),c.key&&!r.has(c.key)&&r.set(c.key,c),c.kind==="play"?(t.has(c.card)||t.set(c.card,[]),t.get(c.card).push(c)):c.kind==="dump"?n.push(c):c.kind==="color"?a.push(c):s.set(c.action,c);let u=e||[],p=u.length===1&&(u[0].kind==="nodump"||u[0].kind==="keep_drawn")?u[0]:null,d=u.find(c=>c.kind==="draw"||c.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:r,draw:d,unoPossible:l,forced:p}}function fr(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),r=a.find(l=>!l.uno);return n&&s?s.action:r?r.action:s?s.action:null}var hr="unoduo.autoAnswer";function $s(){try{return localStorage.getItem(hr)!=="off"}catch{return!0}}function ms(e){try{localStorage.setItem(hr,e?"on":"off")}catch{}}function $r({st:e,players:t,send:n,sending:a,log:s,roundOver:r,closeRoundOver:l,askRematch:u,rematchAsked:p,game:d,reveal:c,closeReveal:m,hint:h,askHint:f,closeHint:$,rated:v,rules:g}){let y=e.view,x=y.seat,k=ye(e)||Xa(e),_=Te(()=>hs(k?e.choices:[]),[e]),[b,I]=w(!1),[C,S]=w(null),[O,W]=w(!1),[Y,le]=w([]),[he,ce]=w(null),[it,lt]=w($s()),ue=D(null),qe=T=>ce(E=>E===T?null:T),V=k&&it&&_.forced&&!y.match_over?_.forced:null;ie(()=>{I(!1),S(null),le([]),W(y.decision==="dump"&&k)},[e.seq]),M(()=>{V&&n(V.action,V)},[e.seq,V]);let Se=_.dumps.length?_.dumps[0].cards:[],be=k&&O&&_.dumps.length>0,ct=T=>{if(oe(T).wild){S(T);return}let E=fr(_.plays.get(T)||[],null,b);E&&n(E)},jt=T=>{let E=fr(_.plays.get(C)||[],T,b);S(null),E&&n(E)},ut=T=>{let E=`dump ${T.join(" ")}`,ae=_.dumps.some(Ce=>Ce.uno),$e=_.dumps.some(Ce=>!Ce.uno);return ae&&(b||!$e)?`${E} uno`:E},Ht=T=>{if(Se.length===1){n(ut([y.hand[T]]));return}le(E=>E.includes(T)?E.filter(ae=>ae!==T):E.concat([T]))},dt=()=>ut(Y.map(T=>y.hand[T])),N=be&&Y.length===Se.length;ie(()=>{let T=E=>{if(E.ctrlKey||E.metaKey||E.altKey)return;let ae=E.target;if(ae&&(ae.tagName==="INPUT"||ae.tagName==="SELECT"||ae.tagName==="TEXTAREA")||C)return;let $e=E.key.toLowerCase(),Ce=_.other,pt=K=>{E.preventDefault(),n(K)};if(E.key==="Escape"&&he){E.preventDefault(),ce(null);return}if($e==="s"){E.preventDefault(),qe("scores");return}if($e==="h"){E.preventDefault(),tr(ue.current,0);return}if(!k||a||V)return;let ft=y.decision==="after_draw"&&(_.plays.get(y.drawn)||[])[0],re=$e==="p"?ft:_.keys.get($e);re&&re.kind==="play"?(E.preventDefault(),ct(re.card)):re&&re.kind==="dump"?(E.preventDefault(),y.decision==="turn"&&W(!0)):re&&re.kind!=="color"&&Ce.has(re.action)?pt(re.action):$e==="u"&&_.unoPossible&&(E.preventDefault(),I(K=>!K))};return window.addEventListener("keydown",T),()=>window.removeEventListener("keydown",T)}),M(()=>{if(!k)return;let T=document.activeElement;if(T&&T!==document.body&&document.contains(T))return;let E=document.querySelector("[data-autofocus='true']")||er(ue.current);E&&E.focus({preventScroll:!0})},[e.seq]);let A=[...y.events].reverse().find(T=>T.kind==="play"||T.kind==="dump"),de=A?A.seat===x?"hand":`seat-${A.seat}`:null,F=y.options&&y.options.target_score||(y.ruleset==="classic"?500:200),j=dr(y.players,x),q=j.length>3,U=x===null;return i`<div class="table">
    <${Qa} spectator=${U} view=${y} target=${F} panel=${he} toggle=${qe} />
    <${pr} others=${j} view=${y} players=${t} me=${x} many=${q} />
    <${lr} view=${y} canDraw=${k&&!a&&!V&&!!_.draw}
      onDraw=${()=>n(_.draw.action)} from=${de} />
    <${cr} st=${e} players=${t} mine=${k} autoAction=${V}
      hint=${h} askHint=${f} rated=${v}
      controls=${{view:y,groups:_,send:n,sending:a,unoArmed:b,setUnoArmed:I,dumpMode:O,setDumpMode:W,dumping:be,dumpReady:N,dumpAction:dt,dumpCards:Se,clearDump:()=>le([])}} />
    ${x!==null?i`<${nr} view=${y} groups=${_} mine=${k&&!V} sending=${a} play=${ct}
          handRef=${ue} dumping=${be} dumpOrder=${Y} toggleDump=${Ht} wildCard=${C} />`:i`<div></div>`}
    ${C&&i`<div class="overlay picker-overlay"><${vn}
      title=${o("Choose the colour for your {card}",{card:_e(C)})}
      onPick=${jt} onCancel=${()=>S(null)} testid="wild-color-picker" /></div>`}
    ${c&&i`<${ar} reveal=${c} players=${t} me=${x} onClose=${m} />`}
    ${h&&k&&i`<${Fa} hint=${h} choices=${e.choices} onClose=${$}
      onPlay=${T=>{$(),n(T)}} />`}
    ${r&&!y.match_over&&i`<${rr} info=${r} view=${y} players=${t} me=${x}
      onClose=${l} target=${F} />`}
    ${y.match_over&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${y.match_over&&i`<${or} view=${y} players=${t} me=${x} askRematch=${u}
      rematchAsked=${p} game=${d} spectator=${U} />`}
    <${Za} panel=${he} setPanel=${ce} view=${y} players=${t} me=${x} log=${s} rules=${g}
      autoAnswer=${it} onAutoAnswer=${T=>{ms(T),lt(T)}} />
  </div>`}var mr=200,gs=650,ys=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function wn({game:e,spectator:t}){let n=t?null:Me(e),[a,s]=w(null),[r,l]=w(null),[u,p]=w([]),[d,c]=w("connecting"),[m,h]=w(""),[f,$]=w(""),[v,g]=w(null),[y,x]=w(!1),[k,_]=w([]),[b,I]=w(""),[C,S]=w(null),[O,W]=w(null),[Y,le]=w(!1),[he,ce]=w(null),[it,lt]=w(!1),ue=D(null),qe=D(null),V=D({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),Se=D(null);M(()=>{if(lt(!1),t||!n)return;let N=!0;return H.gameRating(e).then(A=>{N&&lt(!!(A&&A.rated))},()=>{}),()=>{N=!1}},[e]),M(()=>{if(t||n)return;let N=!0;return H.game(e).then(()=>{N&&g(!0)},A=>{N&&g(!(A&&(A.status===404||A.code==="no_such_game"||A.code==="unknown_game")))}),()=>{N=!1}},[e]),M(()=>{if(!t&&!n)return;let N=(q,U)=>new Promise(T=>{let E=U&&U.instant?null:se("snapshot",qe.current);Se.current={before:E,resolve:T},ct(q)}),A=se("createStateQueue",N,{}),de=q=>{switch(q.type){case"welcome":s(q),p(q.players||[]),h("");break;case"state":if(q.seq<V.current.queued)return;V.current.queued=q.seq,A?(ye(q)&&A.pending()>0&&A.flush(),A.push(q)):N(q);break;case"presence":p(q.players||[]);break;case"ack":break;case"hint":ce(U=>hn(U,q));break;case"error":if(Wa.has(q.code)){ce(U=>hn(U,q));break}x(!1),ys.has(q.code)?$(J(q,"table")):q.code!=="stale"&&h(J(q,"table"));break;case"rematch":we(q.game,q.seat,q.token,{}),X(`/game/${q.game}`);break;default:break}},F=t?new URLSearchParams(location.search).get("code"):null,j=new Et(e,t?null:n.token,de,c,F);return ue.current=j,()=>j.close()},[e,t]),ie(()=>{let N=Se.current;if(!N)return;Se.current=null;let A=qe.current,de=V.current.fresh,F=r&&r.view,j=null;if(A&&F){N.before&&(j=se("flip",A,N.before,{leave:"none"}));for(let T of de)if(T.kind==="play"||T.kind==="dump")Ye("play");else if(T.kind==="draw"||T.kind==="draft_take"||T.kind==="keep")Ye("draw");else if(T.kind==="uno"){Ye("uno");let E=A.querySelector(T.seat===F.seat?"[data-anchor=hand]":`[data-anchor=seat-${T.seat}]`);E&&se("pulse",E)}else if(T.kind==="color"){let E=A.querySelector(".color-ring");E&&se("pulse",E)}else if(T.kind==="reveal"&&T.cards&&T.cards.length){let E=A.querySelector("[data-testid=revealed-hand]");E&&se("revealHand",E)}let U=V.current.prev;if(U&&F.pending_draw>U.pending_draw){let T=A.querySelector("[data-testid=pending-draw]");T&&se("pulse",T)}ye(r)&&!(U&&U.myTurn)&&Ye("turn"),F.match_over&&!(U&&U.over)&&(Ye(F.winner===F.seat?"win":"lose"),F.winner!==null&&F.winner===F.seat&&se("celebrate",A)),V.current.prev={pending_draw:F.pending_draw,myTurn:ye(r),over:F.match_over}}let q=se("reducedMotion");if(!j||q){N.resolve();return}Promise.race([Promise.resolve(j),new Promise(U=>setTimeout(U,gs))]).then(()=>N.resolve(),()=>N.resolve())},[r]);let be=ye(r);M(()=>{let N=o("UNO Duo");document.title=be?o("● Your turn — {title}",{title:N}):N},[be,r&&r.seq]);function ct(N){let A=N.view,de=N.players||[],F=A.seat,j=V.current,q=N.status==="waiting",U=[],T=j.round!==null&&j.round!==A.round;if(T&&!q&&Array.isArray(N.previous_narration))for(let K of N.previous_narration.slice(j.count))K&&U.push(K);if(j.rounds!==null&&A.rounds.length>j.rounds){let K=A.rounds[A.rounds.length-1];A.match_over||S({number:A.rounds.length,result:K,scores:A.scores,before:j.scores||null})}T&&W(null);let E=j.round===A.round&&j.count<=A.events.length?j.count:0,ae=q?[]:A.events.slice(E),$e=N.narration||[],Ce=N.events_from||0,pt=[];ae.forEach((K,Wt)=>{let ht=$e[E+Wt-Ce];ht&&pt.push(ht)}),U.push(...pt);for(let K of ae)K.kind==="reveal"&&K.cards&&K.cards.length&&W({seat:K.seat,cards:K.cards,key:`${A.round}-${N.seq}`});j.fresh=ae,q||(j.round=A.round,j.count=A.events.length,j.rounds=A.rounds.length,j.scores=A.scores),j.seq=N.seq,U.length&&_(K=>{let Wt=N.seq*1e3,ht=U.map((yr,_n)=>({key:`${Wt+_n}-${K.length+_n}`,say:()=>B(yr)}));return K.concat(ht).slice(-mr)}),N.lastTold=(E>0?U:U.slice(-1)).slice(-3);let ft=q?"":B(N.prompt),re=N.last&&N.last.seat!==F?N.lastTold.map(B).join(" "):"";I(re?`${re} ${ft}`:ft),p(de),l(N),x(!1)}let jt=(N,A)=>{if(!r||y)return;let de=ue.current;if(!de||!de.send({type:"action",seq:r.seq,action:N})){h(o("Not connected. Reconnecting…"));return}if(A){let F=B(A.label);_(j=>j.concat([{key:`auto-${r.seq}`,say:()=>o("Answered for you: {what}",{what:F})}]).slice(-mr))}W(null),h(""),x(!0)},ut=()=>{r&&ue.current&&ue.current.send({type:"hint",seq:r.seq})&&ce({seq:r.seq,status:"asking"})},Ht=()=>{ue.current&&ue.current.send({type:"rematch"})&&le(!0)};if(f)return i`<${qt} title=${f} testid="table-fatal" />`;if(!t&&!n)return v===!1?i`<${qt} title=${o("No such game.")} testid="table-fatal" />`:v===null?i`<main class="page" data-testid="loading"><p>${o("Loading…")}</p></main>`:i`<${qt} title=${o("You have no seat in this game")} testid="no-seat"
      text=${o("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let dt=!!r&&r.status==="waiting";return i`<main class=${"page table-page"+(be?" my-turn":"")} data-testid="table" ref=${qe}
      data-seq=${r?r.seq:-1}
      data-connection=${d} data-decision=${r?r.view.decision:""} data-sending=${y?"true":"false"}
      data-round=${r?r.view.round:""} data-status=${r?r.status:""}
      data-my-turn=${be?"true":"false"}>
    <h1 class="visually-hidden">${a?me(a.ruleset):o("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${b}</div>
    <${sr} status=${d} />
    ${m&&i`<p class="error" role="alert" data-testid="table-error">${m}</p>`}
    ${dt&&i`<${ir} welcome=${a} />`}
    ${r&&!dt?i`<${$r} st=${r} players=${u} send=${jt} sending=${y} log=${k}
          roundOver=${C} closeRoundOver=${()=>S(null)} askRematch=${Ht}
          rematchAsked=${Y} game=${e} reveal=${O} closeReveal=${()=>W(null)}
          hint=${he&&he.seq===r.seq?he:null} askHint=${ut} closeHint=${()=>ce(null)}
          rated=${it}
          rules=${a&&a.rules||[]} />`:!r&&i`<p class="table-message" data-testid="loading">${o("Connecting to the game…")}</p>`}
  </main>`}function bs(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function vs(){let e=Ee().languages||{en:"English"},t=n=>Jt(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${o("Language")}</span>
    <select data-testid="language" onChange=${t} value=${He()} aria-label=${o("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===He()}>${a}</option>`)}
    </select>
  </label>`}function ws(){let e=Ue(),t=e?e.name:o("Log in");return i`<header class="site-header">
    <${R} href="/" testid="home-link" cls="brand">${o("UNO Duo")}</${R}>
    <nav aria-label=${o("Main")}>
      <${R} href="/rules" testid="rules-link">${o("Rules")}</${R}>
      <${R} href="/rated" testid="rated-link">${o("Rated play")}</${R}>
      <${R} href="/leaderboard" testid="leaderboard-link">${o("Leaderboard")}</${R}>
      <${R} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${R}>
    </nav>
    <${vs} />
  </header>`}function _s(){let[e,t]=w(location.pathname),[,n]=w(He());M(()=>{let r=()=>t(location.pathname);window.addEventListener("popstate",r),window.addEventListener("unoduo:navigate",r);let l=ta(u=>n(u));return()=>{window.removeEventListener("popstate",r),window.removeEventListener("unoduo:navigate",r),l()}},[]);let a=bs(e),s;switch(a.page){case"home":s=i`<${pa} />`;break;case"game":s=i`<${wn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${wn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${ba} code=${a.code} />`;break;case"replay":s=i`<${ja} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${Ha} />`;break;case"account":s=i`<${fa} />`;break;case"rated":s=i`<${ma} />`;break;case"leaderboard":s=i`<${$a} />`;break;case"profile":s=i`<${ha} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${o("Page not found")}</h1>
        <p><${R} href="/">${o("Back to the start page")}</${R}></p></main>`}return i`<${ws} />${s}`}async function ks(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&ya();let e=ia();try{da(await H.meta())}catch{}await Promise.all([Jt(na(Ee().languages)),e]),Jn(i`<${_s} />`,document.getElementById("app")),document.body.dataset.ready="true"}ks();function gr(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?gr():window.addEventListener("load",gr,{once:!0});
