var Ur=Object.defineProperty;var Pn=(e,t)=>{for(var n in t)Ur(e,n,{get:t[n],enumerable:!0})};var Rt,q,Kn,st,Vn,Nn,Wr,Ct={},Jn=[],jr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Ee(e,t){for(var n in t)e[n]=t[n];return e}function Xn(e){var t=e.parentNode;t&&t.removeChild(e)}function Qn(e,t,n){var a,s,r,i={};for(r in t)r=="key"?a=t[r]:r=="ref"?s=t[r]:i[r]=t[r];if(arguments.length>2&&(i.children=arguments.length>3?Rt.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(r in e.defaultProps)i[r]===void 0&&(i[r]=e.defaultProps[r]);return kt(e,i,a,s,null)}function kt(e,t,n,a,s){var r={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++Kn};return q.vnode!=null&&q.vnode(r),r}function Et(e){return e.children}function xt(e,t){this.props=e,this.context=t}function Ve(e,t){if(t==null)return e.__?Ve(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?Ve(e):null}function Zn(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return Zn(e)}}function In(e){(!e.__d&&(e.__d=!0)&&st.push(e)&&!Tt.__r++||Nn!==q.debounceRendering)&&((Nn=q.debounceRendering)||Vn)(Tt)}function Tt(){for(var e;Tt.__r=st.length;)e=st.sort(function(t,n){return t.__v.__b-n.__v.__b}),st=[],e.some(function(t){var n,a,s,r,i,c;t.__d&&(i=(r=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Ee({},r)).__v=r.__v+1,Vt(c,r,s,n.__n,c.ownerSVGElement!==void 0,r.__h!=null?[i]:null,a,i??Ve(r),r.__h),aa(a,r),r.__e!=i&&Zn(r)))})}function ea(e,t,n,a,s,r,i,c,u,p){var d,$,f,h,g,w,m,v=a&&a.__k||Jn,_=v.length;for(n.__k=[],d=0;d<t.length;d++)if((h=n.__k[d]=(h=t[d])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?kt(null,h,null,null,h):Array.isArray(h)?kt(Et,{children:h},null,null,null):h.__b>0?kt(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=v[d])===null||f&&h.key==f.key&&h.type===f.type)v[d]=void 0;else for($=0;$<_;$++){if((f=v[$])&&h.key==f.key&&h.type===f.type){v[$]=void 0;break}f=null}Vt(e,h,f=f||Ct,s,r,i,c,u,p),g=h.__e,($=h.ref)&&f.ref!=$&&(m||(m=[]),f.ref&&m.push(f.ref,null,h),m.push($,h.__c||g,h)),g!=null?(w==null&&(w=g),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=u=ta(h,u,e):u=na(e,h,f,v,g,u),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=u):e.value=""):u&&f.__e==u&&u.parentNode!=e&&(u=Ve(f))}for(n.__e=w,d=_;d--;)v[d]!=null&&(typeof n.type=="function"&&v[d].__e!=null&&v[d].__e==n.__d&&(n.__d=Ve(a,d+1)),oa(v[d],v[d]));if(m)for(d=0;d<m.length;d++)ra(m[d],m[++d],m[++d])}function ta(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?ta(s,t,n):na(n,s,s,e.__k,s.__e,t));return t}function na(e,t,n,a,s,r){var i,c,u;if(t.__d!==void 0)i=t.__d,t.__d=void 0;else if(n==null||s!=r||s.parentNode==null)e:if(r==null||r.parentNode!==e)e.appendChild(s),i=null;else{for(c=r,u=0;(c=c.nextSibling)&&u<a.length;u+=2)if(c==s)break e;e.insertBefore(s,r),i=r}return i!==void 0?i:s.nextSibling}function qn(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||jr.test(t)?n:n+"px"}function _t(e,t,n,a,s){var r;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||qn(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||qn(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")r=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+r]=n,n?a||e.addEventListener(t,r?Hn:Dn,r):e.removeEventListener(t,r?Hn:Dn,r);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function Dn(e){this.l[e.type+!1](q.event?q.event(e):e)}function Hn(e){this.l[e.type+!0](q.event?q.event(e):e)}function Vt(e,t,n,a,s,r,i,c,u){var p,d,$,f,h,g,w,m,v,_,k,x=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(u=n.__h,c=t.__e=n.__e,t.__h=null,r=[c]),(p=q.__b)&&p(t);try{e:if(typeof x=="function"){if(m=t.props,v=(p=x.contextType)&&a[p.__c],_=p?v?v.props.value:p.__:a,n.__c?w=(d=t.__c=n.__c).__=d.__E:("prototype"in x&&x.prototype.render?t.__c=d=new x(m,_):(t.__c=d=new xt(m,_),d.constructor=x,d.render=Gr),v&&v.sub(d),d.props=m,d.state||(d.state={}),d.context=_,d.__n=a,$=d.__d=!0,d.__h=[]),d.__s==null&&(d.__s=d.state),x.getDerivedStateFromProps!=null&&(d.__s==d.state&&(d.__s=Ee({},d.__s)),Ee(d.__s,x.getDerivedStateFromProps(m,d.__s))),f=d.props,h=d.state,$)x.getDerivedStateFromProps==null&&d.componentWillMount!=null&&d.componentWillMount(),d.componentDidMount!=null&&d.__h.push(d.componentDidMount);else{if(x.getDerivedStateFromProps==null&&m!==f&&d.componentWillReceiveProps!=null&&d.componentWillReceiveProps(m,_),!d.__e&&d.shouldComponentUpdate!=null&&d.shouldComponentUpdate(m,d.__s,_)===!1||t.__v===n.__v){d.props=m,d.state=d.__s,t.__v!==n.__v&&(d.__d=!1),d.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(y){y&&(y.__=t)}),d.__h.length&&i.push(d);break e}d.componentWillUpdate!=null&&d.componentWillUpdate(m,d.__s,_),d.componentDidUpdate!=null&&d.__h.push(function(){d.componentDidUpdate(f,h,g)})}d.context=_,d.props=m,d.state=d.__s,(p=q.__r)&&p(t),d.__d=!1,d.__v=t,d.__P=e,p=d.render(d.props,d.state,d.context),d.state=d.__s,d.getChildContext!=null&&(a=Ee(Ee({},a),d.getChildContext())),$||d.getSnapshotBeforeUpdate==null||(g=d.getSnapshotBeforeUpdate(f,h)),k=p!=null&&p.type===Et&&p.key==null?p.props.children:p,ea(e,Array.isArray(k)?k:[k],t,n,a,s,r,i,c,u),d.base=t.__e,t.__h=null,d.__h.length&&i.push(d),w&&(d.__E=d.__=null),d.__e=!1}else r==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=Br(n.__e,t,n,a,s,r,i,u);(p=q.diffed)&&p(t)}catch(y){t.__v=null,(u||r!=null)&&(t.__e=c,t.__h=!!u,r[r.indexOf(c)]=null),q.__e(y,t,n)}}function aa(e,t){q.__c&&q.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){q.__e(a,n.__v)}})}function Br(e,t,n,a,s,r,i,c){var u,p,d,$=n.props,f=t.props,h=t.type,g=0;if(h==="svg"&&(s=!0),r!=null){for(;g<r.length;g++)if((u=r[g])&&(u===e||(h?u.localName==h:u.nodeType==3))){e=u,r[g]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),r=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(r=r&&Rt.call(e.childNodes),p=($=n.props||Ct).dangerouslySetInnerHTML,d=f.dangerouslySetInnerHTML,!c){if(r!=null)for($={},g=0;g<e.attributes.length;g++)$[e.attributes[g].name]=e.attributes[g].value;(d||p)&&(d&&(p&&d.__html==p.__html||d.__html===e.innerHTML)||(e.innerHTML=d&&d.__html||""))}if((function(w,m,v,_,k){var x;for(x in v)x==="children"||x==="key"||x in m||_t(w,x,null,v[x],_);for(x in m)k&&typeof m[x]!="function"||x==="children"||x==="key"||x==="value"||x==="checked"||v[x]===m[x]||_t(w,x,m[x],v[x],_)})(e,f,$,s,c),d)t.__k=[];else if(g=t.props.children,ea(e,Array.isArray(g)?g:[g],t,n,a,s&&h!=="foreignObject",r,i,r?r[0]:n.__k&&Ve(n,0),c),r!=null)for(g=r.length;g--;)r[g]!=null&&Xn(r[g]);c||("value"in f&&(g=f.value)!==void 0&&(g!==e.value||h==="progress"&&!g)&&_t(e,"value",g,$.value,!1),"checked"in f&&(g=f.checked)!==void 0&&g!==e.checked&&_t(e,"checked",g,$.checked,!1))}return e}function ra(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){q.__e(a,n)}}function oa(e,t,n){var a,s;if(q.unmount&&q.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||ra(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(r){q.__e(r,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&oa(a[s],t,typeof e.type!="function");n||e.__e==null||Xn(e.__e),e.__e=e.__d=void 0}function Gr(e,t,n){return this.constructor(e,n)}function sa(e,t,n){var a,s,r;q.__&&q.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,r=[],Vt(t,e=(!a&&n||t).__k=Qn(Et,null,[e]),s||Ct,Ct,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?Rt.call(t.childNodes):null,r,!a&&n?n:s?s.__e:t.firstChild,a),aa(r,e)}Rt=Jn.slice,q={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(r){e=r}throw e}},Kn=0,xt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Ee({},this.state),typeof e=="function"&&(e=e(Ee({},n),this.props)),e&&Ee(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),In(this))},xt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),In(this))},xt.prototype.render=Et,st=[],Vn=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Tt.__r=0,Wr=0;var lt,me,Un,it=0,zt=[],Wn=q.__b,jn=q.__r,Bn=q.diffed,Gn=q.__c,Yn=q.unmount;function Mt(e,t){q.__h&&q.__h(me,e,it||t),it=0;var n=me.__H||(me.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function b(e){return it=1,Yr(la,e)}function Yr(e,t,n){var a=Mt(lt++,2);return a.t=e,a.__c||(a.__=[n?n(t):la(void 0,t),function(s){var r=a.t(a.__[0],s);a.__[0]!==r&&(a.__=[r,a.__[1]],a.__c.setState({}))}],a.__c=me),a.__}function R(e,t){var n=Mt(lt++,3);!q.__s&&Jt(n.__H,t)&&(n.__=e,n.__H=t,me.__H.__h.push(n))}function de(e,t){var n=Mt(lt++,4);!q.__s&&Jt(n.__H,t)&&(n.__=e,n.__H=t,me.__h.push(n))}function N(e){return it=5,qe(function(){return{current:e}},[])}function qe(e,t){var n=Mt(lt++,7);return Jt(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function ia(e,t){return it=8,qe(function(){return e},t)}function Fr(){zt.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(St),e.__H.__h.forEach(Kt),e.__H.__h=[]}catch(t){e.__H.__h=[],q.__e(t,e.__v)}}),zt=[]}q.__b=function(e){me=null,Wn&&Wn(e)},q.__r=function(e){jn&&jn(e),lt=0;var t=(me=e.__c).__H;t&&(t.__h.forEach(St),t.__h.forEach(Kt),t.__h=[])},q.diffed=function(e){Bn&&Bn(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(zt.push(t)!==1&&Un===q.requestAnimationFrame||((Un=q.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(r),Fn&&cancelAnimationFrame(a),setTimeout(n)},r=setTimeout(s,100);Fn&&(a=requestAnimationFrame(s))})(Fr)),me=void 0},q.__c=function(e,t){t.some(function(n){try{n.__h.forEach(St),n.__h=n.__h.filter(function(a){return!a.__||Kt(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],q.__e(a,n.__v)}}),Gn&&Gn(e,t)},q.unmount=function(e){Yn&&Yn(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(St)}catch(n){q.__e(n,t.__v)}};var Fn=typeof requestAnimationFrame=="function";function St(e){var t=me;typeof e.__c=="function"&&e.__c(),me=t}function Kt(e){var t=me;e.__c=e.__(),me=t}function Jt(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function la(e,t){return typeof t=="function"?t(e):t}var ca=function(e,t,n,a){var s;t[0]=0;for(var r=1;r<t.length;r++){var i=t[r++],c=t[r]?(t[0]|=i?1:2,n[t[r++]]):t[++r];i===3?a[0]=c:i===4?a[1]=Object.assign(a[1]||{},c):i===5?(a[1]=a[1]||{})[t[++r]]=c:i===6?a[1][t[++r]]+=c+"":i?(s=e.apply(c,ca(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[r-2]=0,t[r]=s)):a.push(c)}return a},zn=new Map,l=function(e){var t=zn.get(this);return t||(t=new Map,zn.set(this,t)),(t=ca(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,r=1,i="",c="",u=[0],p=function(f){r===1&&(f||(i=i.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,i):r===3&&(f||i)?(u.push(3,f,i),r=2):r===2&&i==="..."&&f?u.push(4,f,0):r===2&&i&&!f?u.push(5,0,!0,i):r>=5&&((i||!f&&r===5)&&(u.push(r,0,i,s),r=6),f&&(u.push(r,f,0,s),r=6)),i=""},d=0;d<n.length;d++){d&&(r===1&&p(),p(d));for(var $=0;$<n[d].length;$++)a=n[d][$],r===1?a==="<"?(p(),u=[u],r=3):i+=a:r===4?i==="--"&&a===">"?(r=1,i=""):i=a+i[0]:c?a===c?c="":i+=a:a==='"'||a==="'"?c=a:a===">"?(p(),r=1):r&&(a==="="?(r=5,s=i,i=""):a==="/"&&(r<5||n[d][$+1]===">")?(p(),r===3&&(u=u[0]),r=u,(u=u[0]).push(2,0,r),r=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),r=2):i+=a),r===3&&i==="!--"&&(r=4,u=u[0])}return p(),u})(e)),t),arguments,[])).length>1?t:t[0]}.bind(Qn);var xe={lang:"en",dir:"ltr",messages:{}},Xt=e=>e!==1?1:0,Qt=new Set,ua="unoduo.lang";function Zt(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function o(e,t){let n=xe.messages[e];return Zt(typeof n=="string"&&n?n:e,t)}function D(e,t,n,a){let s=Object.assign({n},a||{}),r=xe.messages[e];if(Array.isArray(r)&&r.length){let i=Xt(n);if(i>=0&&i<r.length&&r[i])return Zt(r[i],s)}return Zt(n===1?e:t,s)}function Ce(){return xe.lang}function At(e){return Qt.add(e),()=>Qt.delete(e)}var ct=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function zr(e){let t=[];ct.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;ct.lastIndex<n.length;){let m=ct.lastIndex,v=ct.exec(n);if(!v)throw new Error(`bad plural expression at ${m}: ${n}`);if(t.push(v[1]),/^\s*$/.test(n.slice(ct.lastIndex)))break}let a=0,s=()=>t[a],r=m=>{if(m!==void 0&&t[a]!==m)throw new Error(`expected ${m} in ${n}`);return t[a++]},i=(m,v)=>()=>{let _=m();for(;v.includes(s());){let k=r(),x=m(),y=_;_=H=>Kr(k,y(H),x(H))}return _};function c(){let m=r();if(m==="n")return v=>v;if(m==="("){let v=g();return r(")"),v}if(m==="!"){let v=c();return _=>v(_)?0:1}if(m==="-"){let v=c();return _=>-v(_)}if(/^\d+$/.test(m||"")){let v=Number(m);return()=>v}throw new Error(`unexpected ${m} in ${n}`)}let u=i(c,["*","/","%"]),p=i(u,["+","-"]),d=i(p,["<",">","<=",">="]),$=i(d,["==","!="]),f=i($,["&&"]),h=i(f,["||"]);function g(){let m=h();if(s()!=="?")return m;r("?");let v=g();r(":");let _=g();return k=>m(k)?v(k):_(k)}let w=g();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return m=>Number(w(m))}function Kr(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function pa(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(ua)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let r=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(r))return r}return"en"}var Vr=new Set(["ml","kn","ur"]);function da(e){if(!Vr.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function en(e,t=!1){da(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{Xt=zr(n.plural||"(n != 1)")}catch{Xt=s=>s!==1?1:0}if(xe={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},da(xe.lang),document.documentElement.lang=xe.lang,document.documentElement.dir=xe.dir,t)try{localStorage.setItem(ua,xe.lang)}catch{}for(let a of Qt)a(xe.lang);return xe.lang}var fa="unoduo.seats",ha="unoduo.name",De=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function Xr(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function Q(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return o("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||o("That move is not allowed now.");case"not_your_turn":return o("It is not your turn.");case"waiting":return o("Wait until every player has joined.");case"spectator":return o("Spectators cannot play.");case"unauthorized":case"no_seat":return o("This browser does not hold a seat in this game.");case"unknown_code":return o("No game has this code.");case"game_full":return o("This game is already full.");case"private_game":return o("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return o("No such game.");case"not_over":case"not_finished":return o("The match is not over yet.");case"no_such_round":return o("This match has no such round.");case"expired":return t==="table"?o("This game expired after a long time without a move; it can only be looked at now."):o("This invitation has expired: ask for a new one.");case"broken":return o("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?o("Too many messages. Reconnecting…"):t==="create"?a?D("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):o("You started too many games in a short time. Try again in a minute."):a?D("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):o("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?D("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):o("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return o("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return o("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?o("You are already watching as many games as you may. Close one of them and try again."):o("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return o("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return o("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return o("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return o("This page is not allowed to use this server.");case"server":return o("The server could not do that; nothing changed. Try again.");case"network":return o("The server cannot be reached. Try again.");case"name_taken":return o("This name is taken; choose another.");case"name_reserved":return o("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||o("This name looks like another one; choose another.");case"duplicate_cookie":return o("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return o("Wrong name or password.");case"bad_name":return o("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?o("The current password is wrong."):o("A password has 8 to 128 characters and is not your name.");case"login_limited":return o("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return o("The server is busy with other logins; try again in a moment.");case"login_required":return o("Log in first.");case"csrf":return o("This page is out of date. Reload it and try again.");case"no_such_player":return o("There is no player with this name.");default:return e&&e.message||o("Something went wrong. Try again.")}}var tn="",dt=null,nn=new Set;async function X(e,t,n){let a,s=n===void 0?{}:{"Content-Type":"application/json"};e!=="GET"&&tn&&(s["X-CSRF-Token"]=tn);let r=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),i=r&&He(decodeURIComponent(r[1]));i&&i.token&&(s["X-Seat-Token"]=i.token);try{a=await fetch(t,{method:e,headers:s,body:n===void 0?void 0:JSON.stringify(n)})}catch(u){throw new De(0,"network",String(u&&u.message?u.message:u))}let c=null;try{c=await a.json()}catch{c=null}if(!a.ok){let u=c&&c.error||{};throw new De(a.status,u.code||`http_${a.status}`,u.message||"",Xr(a))}return c}async function an(e){let t=await X("GET",e);if(!t)throw new De(0,"bad_response","");return t}var Y={meta:()=>X("GET","/api/meta"),options:()=>X("GET","/api/options"),rulebook:()=>X("GET","/api/rulebook"),createGame:e=>X("POST","/api/games",e),join:(e,t)=>X("POST","/api/join",{code:e,name:t}),myGames:e=>X("POST","/api/my-games",{tokens:e}),lobby:e=>X("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>X("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>X("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>X("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>X("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>X("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>X("GET","/api/queue"),enterQueue:e=>X("POST","/api/queue",e),leaveQueue:()=>X("POST","/api/queue/leave",{}),changePassword:(e,t)=>X("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>X("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>X("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),lesson:(e,t,n)=>X("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>X("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Lt(e){if(e&&typeof e.csrf=="string"&&(tn=e.csrf),e&&"account"in e){dt=e.account||null;for(let t of nn)t(dt)}return e}function $a(){return dt}function ma(e){return nn.add(e),()=>nn.delete(e)}async function ga(){try{Lt(await X("GET","/api/account"))}catch{dt=null}return dt}async function ya(e,t,n){return Lt(await X("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:on().slice(-200)}))}async function ba(){return Lt(await X("POST","/api/account/logout",{}))}async function va(e){return Lt(await X("POST","/api/account/delete",{password:e}))}function Ot(){try{let e=JSON.parse(localStorage.getItem(fa)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function _e(e,t,n,a){let s=Ot();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(fa,JSON.stringify(s))}catch{}}function He(e){return Ot()[e]||null}function rn(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(Ot()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function on(){return Object.values(Ot()).map(e=>e.token).filter(e=>typeof e=="string")}function ut(){try{return localStorage.getItem(ha)||""}catch{return""}}function Je(e){try{localStorage.setItem(ha,e)}catch{}}var Pt=["R","Y","G","B"],Ue={R:"■",Y:"▲",G:"●",B:"◆"};function ge(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function he(e){switch(e){case"R":return o("Red");case"Y":return o("Yellow");case"G":return o("Green");case"B":return o("Blue");default:return""}}function sn(e){switch(e){case"S":return o("Skip");case"R":return o("Reverse");case"+2":return o("Draw 2");case"W":return o("Wild");case"W+4":return o("Wild Draw 4");default:return e}}function Me(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=ge(e);return s?t?o("{card} ({color})",{card:sn(a),color:he(t)}):sn(a):o("{color} {rank}",{color:he(n),rank:sn(a)})}function _a(e){return e.map(t=>Me(t)).join(o(", "))}var ka={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},Qr={R:"square",Y:"triangle",G:"circle",B:"diamond"},Zr={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function wa(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function eo(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function ln({rank:e,x:t,y:n,size:a,ink:s,stroke:r}){let i=eo(e);if(i!==null)return l`<text x=${t} y=${n} font-size=${i.length>1?a*.82:a} fill=${s}
      stroke=${r||"none"} stroke-width=${r?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${i}</text>`;let c=a*.42;if(e==="S")return l`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let u=a*.5,p=a*.2;return l`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-u} ${n-p}H${t+u}M${t+u-p} ${n-2*p}L${t+u} ${n-p}L${t+u-p} ${n}`} />
    <path d=${`M${t+u} ${n+p}H${t-u}M${t-u+p} ${n}L${t-u} ${n+p}L${t-u+p} ${n+2*p}`} /></g>`}function to(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=r=>[e+n*Math.cos(r*Math.PI/180),t+n*Math.sin(r*Math.PI/180)];return a.map(([r,i,c])=>{let[u,p]=s(i),[d,$]=s(c);return l`<path d=${`M${e} ${t}L${u} ${p}A${n} ${n} 0 0 1 ${d} ${$}z`} fill=${ka[r]} />`})}function no({code:e}){let{color:t,rank:n,wild:a}=ge(e),s=a?"#1c1c22":ka[t],r=a?"#ffffff":Zr[t],i=t==="Y"?"#3b2c00":"#ffffff",c=(u,p)=>a?null:l`<path d=${wa(t,u,p,5.2)} fill=${i} opacity="0.9" />`;return l`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?l`${to(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:l`<path class=${"card-shape shape-"+Qr[t]}
          d=${wa(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${r} stroke-width="1.5" />`}
    <${ln} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${r}
      stroke=${a?"#1c1c22":null} />
    <${ln} rank=${n} x=${19} y=${22} size=${20} ink=${i} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${ln} rank=${n} x=${19} y=${22} size=${20} ink=${i} />
      ${c(19,40)}
    </g>
  </svg>`}function ao(){return l`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function ee({code:e,onPlay:t,disabled:n,named:a,size:s,badge:r,selected:i,testid:c,extraClass:u,keyHandler:p,cardKey:d,from:$,style:f}){let{color:h,wild:g}=ge(e),w=["card",g?"card-wild":`card-${h}`,g&&a?`named-${a}`:"",s?`card-${s}`:"",i?"card-selected":"",u||""].join(" "),m=Me(e,a),v=l`<${no} code=${e} />
    ${r?l`<span class="card-badge" aria-hidden="true">${r}</span>`:null}`;return t!==void 0?l`<button
      type="button"
      class=${w+(n?" card-disabled":" card-playable")}
      data-card=${e}
      data-card-key=${d||null}
      data-from=${$||null}
      data-testid=${c||`card-${e}`}
      aria-label=${m}
      aria-disabled=${n?"true":"false"}
      aria-pressed=${i?"true":void 0}
      disabled=${n}
      style=${f||null}
      onClick=${n?void 0:t}
      onKeyDown=${p}
    >${v}</button>`:l`<span class=${w} role="img" aria-label=${m} data-card=${e} data-testid=${c||null}
    data-card-key=${d||null} data-from=${$||null} style=${f||null}
    >${v}</span
  >`}function We({size:e,label:t,testid:n,cardKey:a,from:s,style:r}){return l`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${r||null}
    ><${ao} /></span
  >`}var cn={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert"],rulesets:["duo","classic"]};function Z(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function je(){return cn}function xa(e){cn=Object.assign({},cn,e||{})}function S({href:e,children:t,testid:n,cls:a}){return l`<a href=${e} onClick=${r=>{r.ctrlKey||r.metaKey||r.shiftKey||r.button!==0||(r.preventDefault(),Z(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var ro=o,oo=D;function L(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=L(a);return typeof e.plural=="string"?oo(e.id,e.plural,Number(e.n),t):ro(e.id,t)}var Nt=null;function so(){let[e,t]=b(null);return R(()=>{let n=!0;return Nt||(Nt=Y.options().catch(a=>{throw Nt=null,a})),Nt.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function io(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function lo({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=L(e.label||e.description),r=l`<span class="option-hint muted">${L(e.description)}</span>`;if(e.type==="bool"){let i=t===void 0?!!e.default:t;return l`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${i} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${r}</label>`}if(e.type==="choice"){let i=t===void 0?e.default:t;return l`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>l`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===i}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${L(c.label||c.description)}</span></label>`)}
      ${r}</fieldset>`}return l`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${i=>n(i.target.value)} />${r}</label>`}function co({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let r=(t||[]).map(u=>u.id),i=e.filter(u=>!r.includes(u.group)),c=(u,p,d)=>d.length>0&&l`<div class="option-group" data-group=${u}
    data-testid=${"option-group-"+u}>
    ${p&&l`<h3>${p}</h3>`}
    ${d.map($=>l`<${lo} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return l`${(t||[]).map(u=>c(u.id,L(u.title),e.filter(p=>p.group===u.id)))}
    ${c("other","",i)}`}function uo(e){return e==="classic"?o("Classic UNO (2 to 10 players)"):o("UNO Duo (two players)")}function Sa({checkName:e}){let t=je(),[n,a]=b("duo"),[s,r]=b("bot"),[i,c]=b("easy"),[u,p]=b(2),[d,$]=b("default"),f=so(),h=f&&f.rulesets||null,g=f&&f.presets||[],[w,m]=b("official"),[v,_]=b(!1),[k,x]=b({duo:{},classic:{}}),y=k[n]||{},H=T=>J=>{m("custom"),x(Object.assign({},k,{[n]:Object.assign({},y,{[T]:J})}))},C=T=>{if(m(T.id),T.id==="custom"){_(!0);return}x({duo:Object.assign({},T.options.duo),classic:Object.assign({},T.options.classic)})},[U,E]=b(!1),[G,se]=b(""),oe=async T=>{T.preventDefault();let J=e();if(J===null)return;E(!0),se("");let z={ruleset:n,opponent:s,difficulty:i,name:J};n==="classic"&&(z.players=Number(u),s!=="bot"&&(z.humans=2)),s!=="bot"&&d!=="default"&&!(s==="public"&&d==="off")&&(z.turn_timer=d==="off"?null:Number(d));let j=io(h&&h[n],y);Object.keys(j).length&&(z.options=j);try{Je(z.name);let F=await Y.createGame(z);_e(F.game,F.seat,F.token,{join_code:F.join_code,invite_url:F.invite_url}),Z(`/game/${F.game}`)}catch(F){se(Q(F,"create")),E(!1)}},W=s==="bot"?o("Play"):s==="public"?o("Create the public game"):o("Create the invitation");return l`<form class="new-game" onSubmit=${oe} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${o("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(T=>l`<label class="choice">
        <input type="radio" name="ruleset" value=${T} checked=${n===T} data-testid=${"ruleset-"+T}
          onChange=${()=>a(T)} /> ${uo(T)}</label>`)}
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
      ${s==="public"&&l`<p class="muted hint" id="opponent-public-hint">
        ${o("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${s==="bot"?o("Bot difficulty"):o("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${i} onChange=${T=>c(T.target.value)}>
        ${(t.difficulties||[]).map(T=>l`<option value=${T} selected=${T===i}>
          ${Be(T)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&l`<label class="field">
      <span>${o("Players")}</span>
      <input type="number" min="2" max="10" value=${u} data-testid="players" inputmode="numeric"
        onInput=${T=>p(T.target.value)} />
    </label>`}
    ${s!=="bot"&&l`<label class="field">
      <span>${o("Time for each move")}</span>
      <select data-testid="turn-timer" value=${d} onChange=${T=>$(T.target.value)}>
        <option value="default" selected=${d==="default"}>${o("The server's setting")}</option>
        ${s==="friend"&&l`<option value="off" selected=${d==="off"}>${o("No limit")}</option>`}
        ${[30,60,120,300].map(T=>l`<option value=${String(T)} selected=${d===String(T)}>
          ${D("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",T)}
        </option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${o("Rule options")}</legend>
      ${g.map(T=>l`<label class="choice preset">
        <input type="radio" name="preset" value=${T.id} checked=${w===T.id} data-testid=${"preset-"+T.id}
          onChange=${()=>C(T)} />
        <span><strong>${L(T.label)}</strong> <span class="muted">${L(T.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${v}
      onToggle=${T=>_(T.currentTarget.open)}>
      <summary>${o("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${co} specs=${h&&h[n]||[]} groups=${f&&f.groups&&f.groups[n]}
          values=${y} setOption=${H} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${U} data-testid="start-game">
      ${W}</button>
    ${G&&l`<p class="error" role="alert" data-testid="new-game-error">${G}</p>`}
  </form>`}function Be(e){switch(e){case"easy":return o("Easy");case"medium":return o("Medium");case"hard":return o("Hard");case"expert":return o("Expert");default:return e||""}}function Ae(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function po(e){switch(e){case"waiting":return o("Waiting for players");case"playing":return o("In progress");case"over":return o("Finished");default:return e||""}}var fo=5e3;function ho(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?o("created just now"):D("created {n} minute ago","created {n} minutes ago",t)}function $o({game:e}){let t=rn(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,r=()=>Z(`/join/${encodeURIComponent(e.join_code)}`);return l`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Ae(e.ruleset)}</strong>
      <span> · ${o("Seated:")} ${e.names.map((i,c)=>l`${c?", ":""}<bdi>${i}</bdi>`)}</span>
      <span> · ${D("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&l`<span> · ${D("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${D("{n} player","{n} players",e.players)}</span>
      ${s>0&&l`<span class="muted"> · ${D("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&l`<span class="muted"> · ${o("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${ho(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${r}>${t?o("Open your game"):o("Join")}</button>
  </li>`}function mo(){let[e,t]=b(null),[n,a]=b(""),[s,r]=b(""),[i,c]=b(!1),u=N(!1),p=N(!0),d=N(1),$=ia(async w=>{if(!u.current){u.current=!0;try{let m=new Set,v=[],_=0,k=null;for(let x=0;x<d.current;x++){let y=await Y.lobby(_);for(let H of Array.isArray(y&&y.games)?y.games:[])m.has(H.game)||v.push(H),m.add(H.game);if(k=y&&Number.isInteger(y.next)?y.next:null,k===null)break;_=k}if(!p.current)return;t(v),c(k!==null),a(""),w===!0&&r(D("{n} public game is waiting for players.","{n} public games are waiting for players.",v.length))}catch(m){p.current&&a(Q(m))}finally{u.current=!1}}},[]);R(()=>{p.current=!0,$();let w=setInterval(()=>{document.visibilityState==="visible"&&$()},fo),m=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",m),()=>{p.current=!1,clearInterval(w),document.removeEventListener("visibilitychange",m)}},[$]);let f=o("Loading…"),h=o("No public game is waiting for players. Create one: choose “Anyone can join”."),g=null;return e===null?g=n?null:l`<p>${f}</p>`:e.length===0?g=l`<p class="muted" data-testid="lobby-empty">${h}</p>`:g=l`<ul class="lobby-list">${e.map(w=>l`<${$o} key=${w.game} game=${w} />`)}</ul>`,l`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${o("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${o("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&l`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${g}
    ${i&&l`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{d.current+=1,$(!0)}}>${o("Show more games")}</button>`}
  </section>`}function go(){let[e,t]=b("");return l`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&Z(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${o("Join a friend")}</h2>
    <label class="field">
      <span>${o("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${o("Join")}</button>
  </form>`}function yo(){let[e,t]=b(null),[n,a]=b("");return R(()=>{let s=on();if(!s.length){t([]);return}Y.myGames(s.slice(-200)).then(r=>t(r.games||[]),r=>a(Q(r)))},[]),n?l`<section class="panel"><h2>${o("My games")}</h2><p class="error">${n}</p></section>`:e===null?l`<section class="panel"><h2>${o("My games")}</h2><p>${o("Loading…")}</p></section>`:l`<section class="panel" data-testid="my-games">
    <h2>${o("My games")}</h2>
    ${e.length===0?l`<p>${o("No games yet.")}</p>`:l`<ul class="game-list">
        ${e.map(s=>l`<li data-testid=${"my-game-"+s.game}>
          <${S} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Ae(s.ruleset)}: ${s.players.map((r,i)=>l`${i?" · ":""}<bdi>${r.name||o("Seat {n}",{n:r.seat+1})}</bdi> ${s.scores[r.seat]??""}`)}
          </${S}>
          <span class="muted"> — ${po(s.status)}</span>
          ${s.status==="over"&&l` <${S} href=${`/game/${s.game}`}>${o("Score sheet")}</${S}>`}
        </li>`)}
      </ul>`}
  </section>`}var Ca="unoduo.visited";function bo(){try{let e=localStorage.getItem(Ca);return localStorage.setItem(Ca,"1"),!e}catch{return!1}}var dn=null,Ta=["R7","Y+2","W+4","G+2","BR"];function vo(){return l`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${Ta.map((e,t)=>l`<span class="home-fan-card" style=${`--i:${t-(Ta.length-1)/2}`}>
      <${ee} code=${e} /></span>`)}
  </div>`}function wo(){let[e,t]=b(ut()),[n,a]=b(""),s=N(null),r=()=>{let c=e.trim().slice(0,32);return c?(a(""),Je(c),c):(a(o("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:l`<div class="field home-name">
    <label for="home-name">${o("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&Je(c.target.value.trim().slice(0,32))}} />
    ${n&&l`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:r}}function _o({name:e,first:t}){let[n,a]=b(!1),[s,r]=b(""),i=async()=>{let p=e.check();if(p!==null){a(!0),r("");try{let d=await Y.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});_e(d.game,d.seat,d.token,{}),Z(`/game/${d.game}`)}catch(d){r(Q(d,"create")),a(!1)}}},c=l`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),Z("/learn")}}>${o("Learn UNO Duo")}</a>`,u=l`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${i}>${o("Play a bot now")}</button>`;return l`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${vo} />
    <div class="welcome-text">
      <h1>${o("UNO Duo")}</h1>
      <p class="tagline" data-testid="tagline">${o("UNO for two: draft your hand, volley Draw 2s, dump a colour with a Reverse; the lower total wins.")}</p>
      ${e.field}
      <div class="welcome-actions" data-testid="welcome-actions">
        ${t?l`${c}${u}`:l`${u}${c}`}
      </div>
      <p class="muted welcome-note">${o("Play a bot now: UNO Duo against the Easy bot, the official rules.")}
        ${" "}<${S} href="/rules" testid="home-rules">${o("Rules and words of the game")}</${S}></p>
      ${s&&l`<p class="error" role="alert" data-testid="play-now-error">${s}</p>`}
    </div>
  </section>`}function Ra(){R(()=>{document.title=o("UNO Duo")},[]),dn===null&&(dn=bo());let e=wo();return l`<main class="page home" data-testid="home">
    <${_o} name=${e} first=${dn} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${o("More ways to play")}</h2>
            <span class="muted">${o("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${Sa} checkName=${e.check} />
        </details>
        <${go} />
      </div>
      <div>
        <${mo} />
        <${yo} />
      </div>
    </div>
  </main>`}function Ea({code:e}){let[t,n]=b(ut()),[a,s]=b(""),[r,i]=b(!1);R(()=>{let u=rn(e);u&&Z(`/game/${u}`,!0)},[e]);let c=async u=>{u.preventDefault(),i(!0),s("");try{Je(t.trim());let p=await Y.join(e,t.trim().slice(0,32));_e(p.game,p.seat,p.token,{joined_with:e.toUpperCase()}),Z(`/game/${p.game}`,!0)}catch(p){s(Q(p)),i(!1)}};return l`<main class="page" data-testid="join-page">
    <h1>${o("Join a game")}</h1>
    <form class="panel" onSubmit=${c}>
      <p>${o("Join code")}: <strong data-testid="join-page-code">${e.toUpperCase()}</strong></p>
      <label class="field">
        <span>${o("Your name")}</span>
        <input data-testid="join-name" value=${t} maxlength="32" onInput=${u=>n(u.target.value)} />
      </label>
      <button type="submit" class="primary" disabled=${r} data-testid="join-submit">${o("Join the game")}</button>
      ${a&&l`<p class="error" role="alert" data-testid="join-error">${a}</p>`}
    </form>
  </main>`}function Xe(){let[e,t]=b($a());return R(()=>ma(t),[]),e}function pt(e){return e==="classic"?o("Classic UNO"):o("UNO Duo")}function Ge(e){return Q(e,"account")}function un({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return l`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?o("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?l`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&l`<span class="visually-hidden">${o("(provisional)")}</span>`}</span>`}function ko(){let[e,t]=b("login"),[n,a]=b(""),[s,r]=b(""),[i,c]=b(""),[u,p]=b(!1),d=async f=>{f.preventDefault(),p(!0),c("");try{await ya(e,n.trim(),s),Z("/rated")}catch(h){c(Ge(h)),p(!1)}},$=e==="signup";return l`<form class="panel account-form" onSubmit=${d} data-testid="account-form" data-mode=${e}>
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
    ${$&&l`<p class="muted hint">${o("At least 8 characters. The games you played in this browser move to your account.")}</p>`}
    <button type="submit" class="primary" disabled=${u} data-testid="account-submit">
      ${$?o("Create an account"):o("Log in")}</button>
    ${i&&l`<p class="error" role="alert" data-testid="account-error">${i}</p>`}
    <p class="muted hint">${o("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`}function xo(){let[e,t]=b(""),[n,a]=b(""),[s,r]=b(""),[i,c]=b("");return l`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),r("");try{await Y.changePassword(e,n),t(""),a(""),r(o("Password changed. Other devices are logged out."))}catch(d){c(Ge(d))}}} data-testid="password-form">
    <h2>${o("Change the password")}</h2>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="old-password"
        onInput=${p=>t(p.target.value)} /></label>
    <label class="field"><span>${o("New password")}</span>
      <input type="password" value=${n} autocomplete="new-password" minlength="8" required
        data-testid="new-password" onInput=${p=>a(p.target.value)} /></label>
    <button type="submit" data-testid="password-submit">${o("Change the password")}</button>
    ${s&&l`<p role="status" data-testid="password-done">${s}</p>`}
    ${i&&l`<p class="error" role="alert">${i}</p>`}
  </form>`}function So(){let[e,t]=b(""),[n,a]=b(!1),[s,r]=b("");return l`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),r("");try{await va(e),Z("/")}catch(u){r(Ge(u))}}} data-testid="delete-form">
    <h2>${o("Delete the account")}</h2>
    <p class="muted">${o("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${o("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${o("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${o("Delete the account")}</button>
    ${s&&l`<p class="error" role="alert">${s}</p>`}
  </form>`}function Ma(){let e=Xe();if(R(()=>{document.title=o("Account")},[]),!e)return l`<main class="page narrow" data-testid="account-page"><h1>${o("Account")}</h1><${ko} /></main>`;let t=async()=>{await ba(),Z("/")};return l`<main class="page narrow" data-testid="account-page">
    <h1>${o("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${o("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${S} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${o("Your profile")}</${S}></p>
      <button type="button" data-testid="logout" onClick=${t}>${o("Log out")}</button>
    </section>
    <${xo} />
    <${So} />
  </main>`}function Co({points:e,system:t}){if(!e||e.length===0)return l`<p class="muted">${o("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,r=300,i=80,c=h=>n.length===1?0:h*r/(n.length-1),u=h=>i-(h-a)*i/(s-a),p=n.map((h,g)=>`${c(g).toFixed(1)},${u(h).toFixed(1)}`).join(" "),d=o("Rating after each rated game of {system}: {ratings}",{system:pt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>u(h)>i/2?u(h)-9:u(h)+20;return l`<svg class="rating-chart" viewBox=${`-4 -8 ${r+8} ${i+16}`} role="img" aria-label=${d}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,g)=>l`<circle cx=${c(g)} cy=${u(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>l`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function To(e){return e.status!=="over"?o("In progress"):e.winner===null||e.winner===void 0?o("No winner"):e.winner===e.seat?o("Won"):o("Lost")}function Ro({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return l`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Ae(e.ruleset)}</strong>${a}${t.map((s,r)=>l`${r?", ":""}<bdi>${s.kind==="bot"?o("Bot ({level})",{level:Be(s.difficulty)}):s.name}</bdi>`)}${a}${To(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&l`${a}<span class="muted">${o("rated")}</span>`}
    ${typeof n=="number"&&l` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&l` · <${S} href=${`/replay/${e.game}`}>${o("Replay")}</${S}>`}
  </li>`}function Aa({name:e}){let[t,n]=b(null),[a,s]=b("");return R(()=>{document.title=e,n(null),Y.profile(e).then(n,r=>s(Ge(r)))},[e]),a?l`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?l`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(r=>l`<section class="panel" data-testid=${"profile-"+r}>
        <h2>${pt(r)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${un} rating=${t.ratings[r]} testid=${"rating-"+r} />
          <span class="muted"> ± ${t.ratings[r].deviation}</span></bdi></p>
        <p class="muted">${D("{n} rated game","{n} rated games",t.ratings[r].games)}</p>
        <${Co} points=${t.history[r]} system=${r} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${o("Recent games")}</h2>
      ${t.games.length===0?l`<p class="muted">${o("No games yet.")}</p>`:l`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(r=>l`<${Ro} key=${r.game} game=${r} />`)}</ul>`}
    </section>
  </main>`:l`<main class="page" data-testid="profile-page"><p>${o("Loading…")}</p></main>`}function La(){let[e,t]=b("duo"),[n,a]=b(null),[s,r]=b("");return R(()=>{document.title=o("Leaderboard")},[]),R(()=>{a(null),Y.leaderboard(e).then(a,i=>r(Ge(i)))},[e]),l`<main class="page" data-testid="leaderboard-page">
    <h1>${o("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(i=>l`<button type="button" role="tab" aria-selected=${i===e}
        class=${i===e?"selected":""} data-testid=${"board-"+i} onClick=${()=>t(i)}>
        ${pt(i)}</button>`)}
    </div>
    ${s&&l`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?l`<p>${o("Loading…")}</p>`:n.players.length===0?l`<p class="muted">${o("No rated players yet.")}</p>`:l`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${o("Player")}</th><th>${o("Rating")}</th><th>${o("Games")}</th></tr></thead>
          <tbody>${n.players.map(i=>l`<tr data-testid=${"board-row-"+i.name}>
            <td>${i.rank}</td>
            <td><${S} href=${`/players/${encodeURIComponent(i.name)}`}><bdi>${i.name}</bdi></${S}></td>
            <td><${un} rating=${i} /></td><td>${i.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${o("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&l`<section class="panel" data-testid="bot-ratings">
      <h2>${o("Bots")}</h2>
      <p class="muted">${o("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(i=>l`<li>${Be(i.difficulty)}: <strong>${i.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Eo=1e3;function Oa(){let e=Xe(),[t,n]=b("duo"),[a,s]=b(4),[r,i]=b(!1),[c,u]=b(null),[p,d]=b(""),$=N(!0);if(R(()=>{document.title=o("Rated play")},[]),R(()=>{if($.current=!0,!e)return;let m=async()=>{try{let _=await Y.queueStatus();if(!$.current)return;if(_.status==="matched"){_e(_.game,_.seat,_.token,{}),Z(`/game/${_.game}`);return}u(_)}catch(_){$.current&&d(Ge(_))}};m();let v=setInterval(m,Eo);return()=>{$.current=!1,clearInterval(v)}},[e]),!e)return l`<main class="page narrow" data-testid="rated-page"><h1>${o("Rated play")}</h1>
      <section class="panel"><p>${o("Rated games need an account, so that your rating follows you.")}</p>
      <p><${S} href="/account" testid="rated-login">${o("Log in or create an account")}</${S}></p></section></main>`;let f=async m=>{m.preventDefault(),d("");try{u(await Y.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:r}))}catch(v){d(Ge(v))}},h=async()=>u(await Y.leaveQueue()),g=c&&c.status==="waiting",w=e.ratings&&e.ratings[t];return l`<main class="page narrow" data-testid="rated-page">
    <h1>${o("Rated play")}</h1>
    <p>${o("Your rating")}: <${un} rating=${w} testid="my-rating" />${" · "}<${S}
      href=${`/players/${encodeURIComponent(e.name)}`}>${o("Your profile")}</${S}>${" · "}<${S}
      href="/leaderboard">${o("Leaderboard")}</${S}></p>
    ${g?l`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${o("Looking for players…")}</h2>
        <p>${pt(c.mode)}${c.mode==="classic"?" · "+D("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${D("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${o("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${o("Cancel")}</button>
      </section>`:l`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${o("Rules")}</legend>
          ${["duo","classic"].map(m=>l`<label class="choice"><input type="radio" name="mode" value=${m}
            checked=${t===m} data-testid=${"queue-"+m} onChange=${()=>n(m)} /> ${pt(m)}</label>`)}
        </fieldset>
        ${t==="classic"&&l`<label class="field"><span>${o("Players")}</span>
          <input type="number" min="2" max="10" value=${a} data-testid="queue-size"
            onInput=${m=>s(m.target.value)} /></label>`}
        <label class="choice"><input type="checkbox" checked=${r} data-testid="queue-bots"
          onChange=${m=>i(m.target.checked)} /> ${o("Fill empty seats with bots if nobody comes soon")}</label>
        <button type="submit" class="primary" data-testid="queue-find">${o("Find a game")}</button>
        <p class="muted hint">${o("You are paired with players near your rating; the range widens while you wait.")}</p>
      </form>`}
    ${p&&l`<p class="error" role="alert">${p}</p>`}
  </main>`}var Mo=2,Ao=4e3,Lo=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function Oo(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Se=null;function Pa(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function Na(){if(Se||typeof WebSocket>"u")return;window.unoduoEarlySocket&&(Se=window.unoduoEarlySocket,window.unoduoEarlySocket=null);try{Se=Se||new WebSocket(Pa())}catch{Se=null;return}let e=Se;setTimeout(()=>{Se===e&&(Se=null,e.close())},1e4)}function Po(){let e=Se;return Se=null,e&&e.readyState<=WebSocket.OPEN?e:null}var It=class{constructor(t,n,a,s,r=null){this.game=t,this.token=n,this.code=r,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return Pa()}connect(){if(this.closed)return;this.onStatus("connecting");let t;try{t=Po()||new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=t;let n={round:null,events:[],previous:[]},a=()=>{let s={type:"hello",protocol:Mo,game:this.game,lang:Ce()};this.token?s.token=this.token:s.spectate=!0,!this.token&&this.code&&(s.code=this.code),t.send(JSON.stringify(s))};t.readyState===WebSocket.OPEN?a():t.addEventListener("open",a),t.addEventListener("message",s=>{let r;try{r=JSON.parse(s.data)}catch{return}if(r.type==="error"&&Lo.has(r.code)&&(this.closed=!0,this.onStatus("closed")),r.type==="state"&&r.view&&(n=Oo(r,n),n===null)){t.close();return}r.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(r)}),t.addEventListener("close",()=>{this.stopPing(),this.socket===t&&(this.socket=null,!this.closed&&this.scheduleRetry())}),t.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(Ao,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function te(e,t,n){if(t==null)return"";if(n!=null&&t===n)return o("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${L(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:o("Seat {n}",{n:t+1})}var No=["best","good","inaccuracy","mistake","blunder"],ft={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},qa=new Set(["inaccuracy","mistake","blunder"]),Io=5,qo=400;function Dt(e,t){switch(e&&e.code){case"too_many_reviews":return o("You already have a review in progress: wait until it is ready.");case"reviews_busy":return o("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return o("The review failed; try again.");case"review_timeout":return o("The review took too long and was stopped; try a smaller budget.");case"hints_off":return o("Hints are only for games against bots: another person plays here.");case"hints_rated":return o("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return o("The coach is still thinking about your last hint.");case"hints_busy":return o("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return o("The coach could not work out a hint; try again.");case"too_many_hints":return o("Too many hints: try again in a moment.");case"not_playing":return o("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?o("Too many reviews: try again later."):Q(e,t);default:return Q(e,t)}}function pn(){R(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Ht(e){switch(e){case"best":return o("Best");case"good":return o("Good");case"inaccuracy":return o("Inaccuracy");case"mistake":return o("Mistake");case"blunder":return o("Blunder");default:return e}}function Le(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Do(){let e=(je().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(r=>r.budget===a.budget)===s)}function Ho(e){return e==="quick"?o("Quick"):e==="deep"?o("Deep"):o("Standard")}function Uo(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(i=>i.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=He(e);if(s&&a.includes(s.seat))return s.seat;let r=t.find(i=>i.kind==="human");return r?r.seat:0}function Wo(e,t,n,a){let[s,r]=b({status:"loading"}),[i,c]=b(""),u=N(null),p=N(0),d=(f,h)=>{f.then(g=>{h===p.current&&(r(g),c(""),(g.status==="queued"||g.status==="running")&&(u.current=setTimeout(()=>d(Y.review(e,t,n),h),qo)))},g=>{h===p.current&&(c(Dt(g,"review")),r(w=>w.status==="loading"?{status:"none"}:w))})};return R(()=>{p.current+=1;let f=p.current;return r({status:"loading"}),c(""),d(a?Y.askReview(e,t,n):Y.review(e,t,n),f),()=>{p.current+=1,clearTimeout(u.current)}},[e,t,n]),{status:s,error:i,ask:()=>{clearTimeout(u.current),p.current+=1,r(f=>({...f,status:"queued",queue_position:null})),d(Y.askReview(e,t,n),p.current)}}}function Da({replay:e,game:t,at:n,go:a}){pn();let s=e.players,[r,i]=b(()=>Uo(t,s)),c=qe(Do,[]),[u,p]=b(()=>(c.find(v=>v.key==="standard")||c[0]).key),d=(c.find(v=>v.key===u)||c[0]).budget,$=qe(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:g}=Wo(t,r,d,$),w=f.status==="done"?f.review:null,m=f.status==="queued"||f.status==="running";return l`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${o("The coach's review")}</h2>
      <label>${o("Player")}
        <select data-testid="review-seat" value=${String(r)} onChange=${v=>i(Number(v.target.value))}>
          ${s.map(v=>l`<option value=${String(v.seat)} selected=${v.seat===r}>${te(s,v.seat,null)}</option>`)}
        </select></label>
      <label>${o("Depth")}
        <select data-testid="review-budget" value=${u} onChange=${v=>p(v.target.value)}>
          ${c.map(v=>l`<option value=${v.key} selected=${v.key===u}>${Ho(v.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&l`<div class="review-ask">
      <p class="muted">${o("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${g} data-testid="review-start">${o("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&l`<p class="error" role="alert" data-testid="review-error">
      ${Dt(f.error,"review")}</p>`}
    ${h&&l`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${m&&l`<${jo} status=${f} />`}
    ${f.status==="loading"&&l`<p class="muted">${o("Loading…")}</p>`}
    ${w&&l`<${Go} review=${w} replay=${e} at=${n} go=${a} seat=${r} />`}
  </section>`}function jo({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?o("Waiting for the coach: number {n} in line",{n:e.queue_position}):o("Waiting for the coach…"):t?n=o("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=o("Reviewing…"),l`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function Bo(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function Go({review:e,replay:t,at:n,go:a,seat:s}){let[r,i]=b("match"),c=e.decisions||[],u=Bo(c,n),p=c.filter($=>$.judged&&qa.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,Io),d=$=>a($.index+1);return l`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${o("{name}: accuracy {n}%",{name:te(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${o("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${r==="match"} data-testid="review-measure-match"
        onChange=${()=>i("match")} /> ${o("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${r==="round"} data-testid="review-measure-round"
        onChange=${()=>i("round")} /> ${o("the round")}</label>
    </div>
    <${Fo} decisions=${c} replay=${t} at=${n} go=${a} measure=${r} current=${u} />
    <${Yo} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${o("Worst moments")}</h3>
      ${p.length===0&&l`<p class="muted">${o("No costly decision: well played.")}</p>`}
      ${p.length>0&&l`<div class="review-worst-buttons">${p.map($=>l`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>d($)}
          aria-current=${u===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${ft[$.label]}</span>
          ${o("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Ht($.label),loss:Le($.loss)})}</button>`)}</div>`}
    </div>
    <${zo} decision=${u} at=${n} />
    <${Ko} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function Yo({counts:e}){return l`<ul class="review-legend" data-testid="review-legend" aria-label=${o("Labels")}>
    ${No.map(t=>l`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${ft[t]}</span>
      ${o("{label}: {n}",{label:Ht(t),n:e[t]||0})}</li>`)}
  </ul>`}var Ia=6,Te=e=>Ia+(100-2*Ia)*(1-e);function Fo({decisions:e,replay:t,at:n,go:a,measure:s,current:r}){let i=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",u=N(null),p=N(!1),d=(y,H)=>s==="match"?y[H==="before"?"match_before":"match_after"]:y[H==="before"?"win_before":"win_after"],$="",f="",h=null,g=null,w=null;for(let y of e){let H=1e3*y.index/i,C=1e3*(y.index+1)/i,U=2*Te(d(y,"before")),E=2*Te(d(y,"after")),G=h===null||s==="round"&&y.round!==h;$+=`${G?"M":"L"}${H.toFixed(1)} ${U.toFixed(1)}L${C.toFixed(1)} ${E.toFixed(1)}`,s==="match"&&(f+=`${g===null?"M":"L"}${H.toFixed(1)} ${U.toFixed(1)}L${C.toFixed(1)} ${E.toFixed(1)}`,g===null&&(g=H),w=C),h=y.round}let m=(2*Te(0)).toFixed(1);f&&(f+=`L${w.toFixed(1)} ${m}L${g.toFixed(1)} ${m}Z`);let v=r||e.find(y=>y.index>=n)||e[e.length-1];de(()=>{if(!p.current||!u.current)return;p.current=!1;let y=u.current.querySelector("[tabindex='0']");y&&y.focus({preventScroll:!0})});let _=y=>{let H=e.indexOf(v),C=c?"ArrowLeft":"ArrowRight",U=c?"ArrowRight":"ArrowLeft",E=null;if(y.key===C)E=e[Math.min(e.length-1,H+1)];else if(y.key===U)E=e[Math.max(0,H-1)];else if(y.key==="Home")E=e[0];else if(y.key==="End")E=e[e.length-1];else return;y.preventDefault(),y.stopPropagation(),E&&(p.current=!0,a(E.index+1))},k=y=>`${100*y/i}%`,x=e.map(y=>{let H=qt(y,y.action),C=H?L(H.label):y.action;return o("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:y.index+2,what:C,label:Ht(y.label),before:Le(d(y,"before")),after:Le(d(y,"after"))})});return l`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(y=>l`<span key=${y}
      style=${`inset-block-start: ${Te(y)}%`}>${100*y}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Te(1)} x2="1000" y2=${2*Te(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Te(0)} x2="1000" y2=${2*Te(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${t.rounds.slice(1).map(y=>l`<line key=${y.round} x1=${1e3*y.first_step/i}
          x2=${1e3*y.first_step/i} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${f&&l`<path d=${f} class="review-area" />`}
        <path d=${$} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${k(n)}`} aria-hidden="true"></div>
      ${t.rounds.length>1&&t.rounds.length<=12&&t.rounds.map(y=>l`<span key=${y.round}
        class="review-round-label" style=${`inset-inline-start: ${k(y.first_step)}`} aria-hidden="true"
        >${y.round}</span>`)}
      <div class="review-dots" ref=${u} role="group" aria-label=${o("Decisions on the graph")}
          onKeyDown=${_}>
        ${e.map((y,H)=>{let C=x[H];return l`<button type="button" key=${y.index} class=${"review-dot label-"+y.label+(y.judged?"":" unjudged")+(y===v?" selected":"")}
            style=${`inset-inline-start: ${k(y.index+1)}; inset-block-start: ${Te(d(y,"after"))}%`}
            tabindex=${y===v?"0":"-1"} aria-label=${C} title=${C}
            aria-current=${y===r?"step":null} data-testid="review-dot" data-step=${y.index+1}
            data-label=${y.label} onClick=${()=>a(y.index+1)}
            ><span aria-hidden="true">${y.judged?ft[y.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function qt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function Qe({choice:e,action:t,testid:n}){if(!e)return l`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return l`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&l`<span class="review-cards">${a.map((s,r)=>l`<${ee} key=${r} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&l`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${he(e.color)}></span>`}
    <span class="review-choice-label">${L(e.label)}</span></span>`}function zo({decision:e,at:t}){if(!e)return l`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${o("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(r=>r.action!==n.action&&r.action!==n.best),s=r=>(n.alternatives||[]).find(i=>i.action===r);return l`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${ft[n.label]?`${ft[n.label]} `:""}${Ht(n.label)}</span>
      ${o("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${o("Played")}</dt>
      <dd><${Qe} choice=${qt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${o("{n}% to win the round",{n:Le(n.win_after)})}</span></dd>
      ${n.best!==n.action&&l`<dt>${o("Best")}</dt>
      <dd><${Qe} choice=${qt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${o("{n}% to win the round",{n:Le(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&l`<p class="muted">${o("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&l`<p>${o("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&l`<p data-testid="review-loss">${o("It cost {n} points of round-win chance (±{se}).",{n:Le(n.loss),se:Le(n.loss_se)})}</p>`}
    ${!n.judged&&l`<p class="muted">${o("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&l`<details class="review-alternatives"><summary>${D("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(r=>l`<li key=${r.action}><${Qe} choice=${qt(n,r.action)}
        action=${r.action} /> <span class="review-chance">${o("{n}% to win the round",{n:Le((s(r.action)||r).win)})}</span></li>`)}</ul></details>`}
  </div>`}function Ko({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(r=>r.round===s);return l`<table class="review-rounds" data-testid="review-rounds">
    <caption>${o("Rounds")}</caption>
    <thead><tr><th scope="col">${o("Round")}</th><th scope="col">${o("Accuracy")}</th>
      <th scope="col">${o("Result")}</th><th scope="col">${o("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let r=a(s.round),i=n.filter(c=>c.round===s.round&&c.judged&&qa.has(c.label)).length;return l`<tr key=${s.round}>
        <th scope="row">${r?l`<a href="#" onClick=${c=>{c.preventDefault(),t(r.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?o("won"):o("lost")}</td>
        <td>${i}</td></tr>`})}</tbody></table>`}var Ha=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function Ua(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function Wa(){return l`<p class="muted hints-rated" data-testid="hints-rated">
    ${o("No hints in a rated game: the coach can review it once it is over.")}</p>`}function fn(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Dt(t,"hint")}}function ja({hint:e,onAsk:t,disabled:n}){pn();let a=!!e&&e.status==="asking";return l`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?o("The coach is thinking…"):o("Hint")}</span></button>`}function ht(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Ba({hint:e,choices:t,onClose:n,onPlay:a}){let s=N(null);R(()=>{s.current&&s.current.focus({preventScroll:!0});let p=d=>{d.key==="Escape"&&(d.preventDefault(),n())};return window.addEventListener("keydown",p),()=>window.removeEventListener("keydown",p)},[]);let r=new Map((t||[]).map(p=>[p.action,p])),i=e.status==="ready"?e.data:null,c=i?i.actions.slice().sort((p,d)=>d.round_win-p.round_win):[],u=i&&i.best?r.get(i.best):null;return l`<section class="overlay hint-panel" role="dialog" aria-modal="false" aria-labelledby="hint-title"
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${o("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&l`<p>${o("The coach is thinking…")}</p>`}
    ${e.status==="error"&&l`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${i&&l`<p class="hint-best" data-testid="hint-best" data-action=${i.best}>${o("Suggested:")}
      <${Qe} choice=${u} action=${i.best} /></p>
      <p class="muted">${o("Your chance to win this round: {round}% · the match: {match}%",{round:ht(i.round_win),match:ht(i.match_win)})}</p>`}
    </div>
    ${i&&l`<ul class="hint-list" data-testid="hint-list" aria-label=${o("Every choice")}>
      ${c.map(p=>l`<li key=${p.action} class=${p.action===i.best?"is-best":""}
          data-testid="hint-choice" data-action=${p.action} data-win=${p.round_win}>
        <${Qe} choice=${r.get(p.action)} action=${p.action} />
        <span class="hint-bar" role="img" aria-label=${o("{n}% to win the round",{n:ht(p.round_win)})}>
          <span style=${`inline-size: ${ht(p.round_win)}%`}></span><b aria-hidden="true">${ht(p.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted">${o("Estimated from {n} random deals of the cards you cannot see.",{n:i.worlds})}</p>`}
    <div class="controls">
      ${i&&u&&a&&l`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(i.best)}>${o("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${o("Close")}</button>
    </div>
  </section>`}function Ze({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,d)=>d),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),r=a.map(p=>e.start_scores?e.start_scores[p]:0),i=r.some(p=>p!==0),c=e.rounds.map((p,d)=>{p.points.forEach((f,h)=>{r[h]+=f});let $=r.slice();return l`<tr data-testid=${"score-round-"+(d+1)}>
      <th scope="row">${o("Round {n}",{n:d+1})}${p.blocked?l` <span class="muted">${o("(blocked)")}</span>`:""}</th>
      ${a.map(f=>l`<td>${p.points[f]} <span class="muted">(${$[f]})</span>${p.out===f?l` <span class="out-mark" title=${o("went out")} aria-label=${o("went out")}>★</span>`:""}</td>`)}
    </tr>`}),u=e.ruleset!=="classic";return l`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${o("Score sheet")}</h2>
    <p class="muted">${u?o("The match ends when a total reaches {n}; the lower total wins.",{n:s}):o("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${o("Round")}</th>
          ${a.map(p=>l`<th scope="col"><bdi>${te(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${i&&l`<tr><th scope="row">${o("Start")}</th>${a.map(p=>l`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${o("Total")}</th>
          ${a.map(p=>l`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&l`<p>${o("No round finished yet.")}</p>`}
  </section>`}var vn={};Pn(vn,{celebrate:()=>bn,countUp:()=>Zo,createStateQueue:()=>ts,finishAll:()=>Ut,flip:()=>yn,pulse:()=>Xo,reducedMotion:()=>et,revealHand:()=>es,shake:()=>Qo,snapshot:()=>gn});var mn="cubic-bezier(0.2, 0.8, 0.2, 1)",Ga="cubic-bezier(0.45, 0, 0.25, 1)";var $n=new Set;function et(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function $t(e){return!!e&&typeof e.animate=="function"&&!et()}function Fe(e,t,n){let a=e.animate(t,n);return $n.add(a),a.finished.then(()=>{},()=>{}).then(()=>{$n.delete(a)})}function Ut(){for(let e of Array.from($n))try{e.finish()}catch{e.cancel()}}function mt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Ye=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function gn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,mt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,mt(n));return t}function Ya(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),r=s?mt(s):t.get(`anchor:${n}`);if(!r)return null;let i=a.boxWidth,c=a.boxHeight,u=Ye(r);return{left:u.x-i/2,top:u.y-c/2,width:i,height:c,boxWidth:i,boxHeight:c}}function Vo(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function hn(e,t,n,a){let s=Ye(t),r=Ye(n),i=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,u=Vo(e),p=Math.abs(i-1)>.02||Math.abs(c-1)>.02?` scale(${i}, ${c})`:"",d={transform:`translate(${s.x-r.x}px, ${s.y-r.y}px)${p} ${u}`.trim(),zIndex:20},$={transform:u||"none",zIndex:20};return a&&(d.opacity=.2,$.opacity=1),[d,$]}var ye=null;function Ka(){return ye&&ye.isConnected||(ye=document.createElement("div"),ye.className="motion-layer",ye.setAttribute("aria-hidden","true"),Object.assign(ye.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(ye)),ye}function Va(){ye&&!ye.firstChild&&(ye.remove(),ye=null)}function Jo(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),Ka().appendChild(t),t}function yn(e,t,n={}){if(!e||!t||et()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,r=n.leave||"discard",i=[],c=new Set,u=[];for(let h of e.querySelectorAll("[data-card-key]")){let g=h.dataset.cardKey;c.add(g);let w=t.get(g);if(w){let m=mt(h);(Math.abs(Ye(w).x-Ye(m).x)>1||Math.abs(Ye(w).y-Ye(m).y)>1||Math.abs(w.boxWidth-m.boxWidth)>1)&&$t(h)&&i.push(Fe(h,hn(h,w,m,!1),{duration:a,easing:Ga}))}else h.dataset.from&&u.push(h)}let p=[];for(let[h,g]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(g);let d=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of u){let g=d(h.dataset.from);if(!g||!$t(h))continue;let w=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,m=-1;g!=="draw"&&(m=w?p.findIndex(y=>y.code===w&&y.anchor===g):-1,m<0&&(m=p.findIndex(y=>y.anchor===g&&!y.code)),m<0&&w&&(m=p.findIndex(y=>y.code===w)));let v=null;m>=0&&(v=p[m],p.splice(m,1));let _=mt(h);if(v||(v=Ya(e,t,g,_)),!v)continue;let k=$.get(g)||0;$.set(g,k+1);let x=Math.min(k*s,280);i.push(Fe(h,hn(h,v,_,g==="draw"),{duration:a,delay:x,easing:mn,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return r==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,g)=>{let w=Ya(e,t,"discard",h);if(!w)return;let m=Jo(h),[v,_]=hn(m,w,h,!1),k=[{..._,opacity:1},{...v,opacity:1,offset:.8},{...v,opacity:0}],x=Math.min(g*s,280);i.push(Fe(m,k,{duration:a,delay:x,easing:Ga,fill:"both"}).then(()=>{m.remove(),Va()}))}),Promise.all(i).then(()=>{})}function Xo(e){return $t(e)?Fe(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:mn,composite:"add"}):Promise.resolve()}function Qo(e){return $t(e)?Fe(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function Zo(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?i=>e(i):i=>{e.textContent=String(i)},r=Math.max(0,Math.min(Number(a)||0,1200));return et()||r===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(i=>{let c=performance.now(),u=p=>{let d=Math.min(1,(p-c)/r),$=1-(1-d)**3;s(d>=1?n:Math.round(t+(n-t)*$)),d>=1?i():requestAnimationFrame(u)};requestAnimationFrame(u)}))}function es(e){if(!$t(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>Fe(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:mn,fill:"backwards",composite:"add"}))).then(()=>{})}var Fa=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],za=["■","▲","●","◆","★"];function bn(e){if(et()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),r=Ka(),i=document.createElement("div");i.className="motion-celebration",i.dataset.testid="celebration",r.appendChild(i);let c=Math.round(Math.min(70,24+n/20)),u=[];for(let p=0;p<c;p+=1){let d=document.createElement("span"),$=Fa[p%Fa.length],f=p%3===0;Object.assign(d.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(d.textContent=za[p%za.length]),i.appendChild(d);let h=(Math.random()-.5)*n*.9,g=a*(.45+Math.random()*.45),w=(Math.random()-.5)*720,m=1200+Math.random()*600;u.push(Fe(d,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-g}px) rotate(${w/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-g*.8}px) rotate(${w*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-g*.55}px) rotate(${w}deg)`,opacity:0}],{duration:m,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(u).then(()=>{i.remove(),Va()})}function ts(e,t={}){let n=[],a=null,s=0,r=0,i=0,c=t.onError||(f=>console.error("state queue:",f));async function u(){for(;n.length;){let f=n.shift();i+=1;let h=i<=s||et();try{await e(f,{instant:h})}catch(g){c(g)}i<=s&&Ut()}a=null}function p(){return s=r,Ut(),$()}function d(f){n.push(f),r+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,r-1),Ut()),a||(a=u())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:d,flush:p,idle:$,pending:()=>n.length}}var xn={};Pn(xn,{SOUND_NAMES:()=>ns,isMuted:()=>is,onMutedChange:()=>cs,playSound:()=>fs,renderSound:()=>hs,setMuted:()=>ls,soundReady:()=>ds});var Za="unoduo.muted",ns=["play","draw","turn","uno","win","lose","shuffle","deal"],as={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4},rs=.85,os=2.2,$e=null,_n=!1,yt=ss(),Ja=new Map,wn=new Set;function ss(){try{return localStorage.getItem(Za)==="1"}catch{return!1}}function is(){return yt}function ls(e){yt=!!e;try{localStorage.setItem(Za,yt?"1":"0")}catch{}for(let t of Array.from(wn))try{t(yt)}catch(n){console.error(n)}}function cs(e){return wn.add(e),()=>wn.delete(e)}function ds(){return _n&&$e!==null}function us(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function Xa(){_n=!0;try{if(!$e){let e=us();if(!e)return;$e=new e({latencyHint:"interactive"})}$e.state==="suspended"&&typeof $e.resume=="function"&&$e.resume().catch(()=>{})}catch{$e=null}}typeof window<"u"&&(window.addEventListener("pointerdown",Xa,{capture:!0,passive:!0}),window.addEventListener("keydown",Xa,{capture:!0,passive:!0}));function er(e,t,n,a){let s=e.createGain();s.gain.value=rs,s.connect(a),kn[t](e,n,s)}function Oe(e,t,{at:n,freq:a,peak:s=.3,attack:r=.01,decay:i=.3,type:c="sine",glide:u=0,partials:p=[]}){let d=e.createGain();d.gain.setValueAtTime(1e-4,n),d.gain.linearRampToValueAtTime(s,n+r),d.gain.exponentialRampToValueAtTime(1e-4,n+r+i),d.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let g=e.createOscillator();g.type=c,g.frequency.setValueAtTime(a*f,n),u&&g.frequency.exponentialRampToValueAtTime(a*f*u,n+r+i);let w=g;if(h!==1){let m=e.createGain();m.gain.value=h,g.connect(m),w=m}w.connect(d),g.start(n),g.stop(n+r+i+.02)}}var Qa=new WeakMap;function ps(e){let t=Qa.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;Qa.set(e,t)}return t}function gt(e,t,{at:n,length:a,from:s,to:r=s,q:i=1.2,peak:c=.35,attack:u=.006,offset:p=0}){let d=e.createBufferSource();d.buffer=ps(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=i,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(r,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*os,n+u),f.gain.exponentialRampToValueAtTime(1e-4,n+a),d.connect($),$.connect(f),f.connect(t),d.start(n,p%.5,a+.02)}var ze=e=>440*2**(e/12),kn={play(e,t,n){gt(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Oe(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){gt(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Oe(e,n,{at:t,freq:ze(7),peak:.32,attack:.006,decay:.28,partials:a}),Oe(e,n,{at:t+.13,freq:ze(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Oe(e,n,{at:t+s*.08,freq:ze(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Oe(e,n,{at:t+.24,freq:ze(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Oe(e,n,{at:t+s*.11,freq:ze(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Oe(e,n,{at:t+.5,freq:ze(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Oe(e,n,{at:t+s*.17,freq:ze(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);gt(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}gt(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},deal(e,t,n){for(let a=0;a<3;a+=1)gt(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function fs(e){if(yt||!_n||!$e||!Object.prototype.hasOwnProperty.call(kn,e))return!1;try{if($e.state==="suspended"&&$e.resume().catch(()=>{}),$e.state==="closed")return!1;let t=$e.currentTime;return t-(Ja.get(e)??-1)<.04||(Ja.set(e,t),er($e,e,t+.005,$e.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function hs(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(kn,e))return null;let a=new n(1,Math.ceil(as[e]*t),t);return er(a,e,0,a.destination),a.startRendering()}var Sn=vn,Ke=xn;function Pe(e){try{Ke&&Ke.playSound(e)}catch{}}function le(e,...t){try{if(Sn&&typeof Sn[e]=="function")return Sn[e](...t)}catch{}return null}function Re(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function tr(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function Ne(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function nr({spectator:e,view:t,target:n,panel:a,toggle:s}){let r=!1;try{r=Ke?Ke.isMuted():!1}catch{r=!1}let[,i]=b(0);return l`<div class="table-bar">
    ${e&&l`<p class="watching" data-testid="watching">${o("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${Ne(t)?o("Lowest total wins when someone reaches {n}",{n}):o("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${o("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${o("What happened")}</span></button>
    ${Ke&&l`<button type="button" class="tool" aria-pressed=${r?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{Ke.setMuted(!r),i(c=>c+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${r?l`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:l`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${o("Mute")}</span></button>`}
    ${!e&&l`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${o("Settings")}</span></button>`}
  </div>`}function ar({panel:e,setPanel:t,view:n,players:a,me:s,log:r,rules:i,autoAnswer:c,onAutoAnswer:u}){return l`<${tt} open=${e==="scores"} title=${o("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&l`<${Ze} view=${n} players=${a} me=${s} />`}
    </${tt}>
    <${tt} open=${e==="log"} title=${o("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${$s} log=${r} open=${e==="log"} />
    </${tt}>
    <${tt} open=${e==="settings"} title=${o("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${p=>u(p.target.checked)} />
        <span>${o("Answer forced moves for me (nothing to choose)")}</span></label>
      ${i.length>0&&l`<section class="game-rules" data-testid="game-rules">
        <h3>${o("Rules of this game")}</h3>
        <ul>${i.map((p,d)=>l`<li key=${d}>${L(p)}</li>`)}</ul>
      </section>`}
    </${tt}>`}function tt({open:e,title:t,onClose:n,testid:a,children:s}){return l`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${o("Close")}</button></div>
    ${s}
  </aside>`}function $s({log:e,open:t}){let n=N(null);return R(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),l`<section class="event-log" aria-label=${o("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>l`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}function ms(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function rr(e){return e?e.querySelector("button.card:not([disabled])"):null}function or(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var sr="unoduo.sortHand",gs={R:0,Y:1,G:2,B:3},ys=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],bs=38,vs=.56;function ws(){try{return localStorage.getItem(sr)!=="off"}catch{return!0}}function _s(e){try{localStorage.setItem(sr,e?"on":"off")}catch{}}function ks(e,t){let n=ms(e,""),a=e.map((r,i)=>({code:r,index:i,key:n[i]}));if(!t)return a;let s=r=>{let{color:i,rank:c,wild:u}=ge(r);return(u?4:gs[i])*100+ys.indexOf(c)};return a.slice().sort((r,i)=>s(r.code)-s(i.code)||r.index-i.index)}function xs(e,t,n){if(!t||!n||e<=1)return 1;let a=t-40,s=Math.max(1,Math.floor((a-n)/bs)+1);return Math.ceil(e/s)}function Ss(e,t){let[n,a]=b({width:0,card:0});return de(()=>{let s=e.current;if(!s)return;let r=()=>{let c=s.querySelector("button.card"),u=s.clientWidth,p=c?c.offsetWidth:0;a(d=>d.width===u&&d.card===p?d:{width:u,card:p})};if(r(),typeof ResizeObserver!="function")return;let i=new ResizeObserver(r);return i.observe(s),()=>i.disconnect()},[t>0]),n}function ir({view:e,groups:t,mine:n,sending:a,play:s,handRef:r,dumping:i,dumpOrder:c,toggleDump:u,wildCard:p}){let d=e.dump_color,$=document.documentElement.dir==="rtl",[f,h]=b(ws),[g,w]=b(null),m=N("mouse");de(()=>w(null),[e.hand.join(" "),n,i]);let v=W=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(W.key))return;let J=Array.from(r.current.querySelectorAll("button.card:not([disabled])")),z=J.indexOf(document.activeElement);if(!J.length)return;W.preventDefault();let j=z;if(W.key==="Home")j=0;else if(W.key==="End")j=J.length-1;else{let F=W.key==="ArrowDown"||W.key===($?"ArrowLeft":"ArrowRight");j=z<0?0:(z+(F?1:-1)+J.length)%J.length}J[j].focus()},_=e.hand.length?D("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:_a(e.hand)}):o("Your hand is empty"),k=e.hand.length,x=Ss(r,k),y=xs(k,x.width,x.card),H=ks(e.hand,f),C=[],U=0;for(let W=0;W<y;W++){let T=Math.floor(k/y)+(W<k%y?1:0);C.push(H.slice(U,U+T)),U+=T}let E=(W,T)=>{if(m.current!=="mouse"&&g!==W.key){w(W.key);return}w(null),T()},G=!1,se=(W,T,J)=>{let{code:z,index:j,key:F}=W,ne=!1,V=null,ce=!1;if(i){ne=ge(z).color===d&&!a;let fe=c.indexOf(j);fe>=0&&(V=String(fe+1),ce=!0)}else ne=n&&!a&&t.plays.has(z),ce=p===z;let pe=e.drawn===z&&!G;pe&&(G=!0);let be="";if(y===1){let fe=Math.min(3,16/Math.max(J-1,1)),ke=(J-1)/2,we=ke>0?(T-ke)/ke:0,nt=(T-ke)*fe*($?-1:1),Ie=Math.round(we*we*Math.min(14,J*1.5));be=`--rot: ${nt.toFixed(2)}deg; --arc: ${Ie}px`}let ve=[pe?"card-drawn":"",g===F&&ne?"card-lifted":""].join(" ");return l`<${ee} key=${F} code=${z} cardKey=${F} from="draw"
      onPlay=${i?()=>u(j):()=>E(W,()=>s(z))}
      disabled=${!ne} badge=${V} selected=${ce} style=${be}
      extraClass=${ve} testid=${"hand-card-"+z} />`},oe=()=>{_s(!f),h(!f)};return l`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <div class="hand-head">
      <h2 class="hand-title" id="hand-title">${D("Your hand ({n} card)","Your hand ({n} cards)",k)}${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e.seat}>${o("Score {n}",{n:e.scores[e.seat]})}</span></h2>
      ${k>1&&l`<button type="button" class="sort-toggle" data-testid="sort-toggle" aria-pressed=${f?"true":"false"}
        onClick=${oe}>${o("Sort by colour")}</button>`}
    </div>
    <div class=${"hand"+(k>14&&y===1?" hand-many":"")+(y>1?" hand-rows":"")}
        ref=${r} onKeyDown=${v} data-testid="hand" data-rows=${y}
        onPointerDown=${W=>{m.current=W.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{m.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(k,1)}; --row-show: ${vs}`}>
      ${y===1?H.map((W,T)=>se(W,T,k)):C.map((W,T)=>l`<div class="hand-row" key=${"row-"+T} style=${`--n: ${Math.max(W.length,1)}`}>
          ${W.map((J,z)=>se(J,z,W.length))}</div>`)}
    </div>
    ${n&&!i&&l`<p class="hint">${o("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function lr({reveal:e,players:t,me:n,onClose:a}){return l`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${o("{name} showed you the hand they held:",{name:te(t,e.seat,n)})}>
    <p>${o("{name} showed you the hand they held:",{name:te(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,r)=>l`<${ee} key=${r} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${o("Close")}</button>
  </section>`}function Cs(e,t,n,a){let s=e.scores,r=Ne(e),i=r?Math.min(...s):Math.max(...s),c=s.map((p,d)=>p===i?d:-1).filter(p=>p>=0);if(c.length>1)return o("The totals are level");let u=c[0];return r?u===n?o("You are ahead: the lowest total wins, and yours is {n}",{n:i}):o("{name} is ahead: the lowest total wins, and theirs is {n}",{name:te(t,u,n),n:i}):u===n?o("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:i}):o("{name} is ahead: the first to {target} wins, and they have {n}",{name:te(t,u,n),target:a,n:i})}function Ts({to:e,testid:t}){let[n,a]=b(e);return R(()=>{le("countUp",a,0,e,700)||a(e)},[e]),l`<td data-testid=${t} data-points=${e}>${n}</td>`}function Rs(e,t){return t.out===null||t.out===void 0?o("The round is blocked: each player scores their own hand"):Ne(e)?o("Going out scores 0; the other players score the cards left in their hands."):o("Going out scores the cards left in the other players' hands.")}function Es({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,r=e.result.points;return l`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&l`<p>${o("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${o("Your cards that scored:")}>
        ${s.map((i,c)=>l`<li key=${c} data-testid="scored-card" data-card=${i.code} data-value=${i.value}>
          <${ee} code=${i.code} size="small" /><span class="card-value">${i.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${o("{list} = {n} points",{list:s.map(i=>i.value).join(" + "),n:r[n]})}</p>`}
    ${a.kept.map(i=>l`<p key=${i.seat} data-testid=${"kept-"+i.seat}>${D("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",i.count,{name:te(t,i.seat,n),points:r[i.seat]})}</p>`)}
  </div>`}function cr({info:e,view:t,players:n,me:a,onClose:s,target:r}){let i=N(null);R(()=>{i.current&&i.current.focus({preventScroll:!0})},[e.number]);let c=e.result,u=c.out===null||c.out===void 0?null:c.out;return l`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${o("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${u===null?o("Nobody went out."):u===a?o("You went out!"):o("{name} went out",{name:te(n,u,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${Rs(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("This round")}</th>
        <th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,d)=>l`<tr class=${d===a?"me":""}>
        <th scope="row"><bdi>${te(n,d,a)}</bdi></th>
        <${Ts} to=${p} testid=${"round-points-"+d} />
        <td data-testid=${"round-total-"+d}>${t.scores[d]}</td>
      </tr>`)}</tbody>
    </table>
    <${Es} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${Cs(t,n,a,r)}</p>
    <p class="muted">${o("The next round is dealt when you are ready.")}</p>
    <button type="button" class="primary" ref=${i} onClick=${s} data-testid="round-over-continue">
      ${o("Next round")}</button>
  </section>`}var Ms=12,As=1e3;function Ls(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function Os({game:e}){let t=Xe(),n=t?t.name:null,[a,s]=b(null);if(R(()=>{if(s(null),!n)return;let c=!1,u=null,p=0,d=()=>{p+=1,p<Ms&&(u=setTimeout($,As))},$=async()=>{try{let f=await Y.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&d()}catch(f){!c&&f.code!=="not_rated"&&d()}};return $(),()=>{c=!0,clearTimeout(u)}},[e,n]),!a||!a.rated)return null;let r=a.player,i=null;if(r&&r.rating!==null){let c={rating:r.rating,change:Ls(r.change)},u=r.provisional?o("Your rating: {rating} ({change}), provisional",c):o("Your rating: {rating} ({change})",c);i=l`<p data-testid="rating-change" data-rating=${r.rating} data-change=${r.change}
      class=${"rating-change "+(r.change>=0?"up":"down")}
      title=${r.provisional?o("Provisional: a few more rated games are needed."):""}>${u}</p>`}else r&&(i=l`<p class="muted" role="status" data-testid="rating-pending">${o("Your new rating is on its way…")}</p>`);return l`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?o("Rated game of Classic UNO"):o("Rated game of UNO Duo")}</p>
    ${i}
    ${r&&l`<${S} href=${`/players/${encodeURIComponent(r.name)}`} testid="rated-profile-link">
      ${o("Your profile")}</${S}>`}
  </div>`}function dr({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:r,game:i}){let c=N(null);R(()=>{c.current&&c.current.focus({preventScroll:!0})},[]);let u=e.winner,p=u==null,d,$;p?(d=r?o("The match is over"):o("A draw"),$=o("The match is a draw")):u===n?(d=o("You won"),$=o("You won the match!")):(d=r?o("The match is over"):o("You lost"),$=o("{name} won the match",{name:te(t,u,n)}));let f=p?"draw":u===n?"won":r?"over":"lost",h=t.filter(m=>m.seat!==n&&m.kind==="human"),g=s&&h.some(m=>!m.rematch_requested),w=Ne(e);return l`<section class=${"overlay match-over outcome-"+f} data-testid="match-over"
      data-outcome=${f} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${c} data-testid="match-headline">${d}</h2>
    <p data-testid="match-result" class=${u===n?"celebrate":""}>${$}</p>
    <p class="muted">${w?o("The lowest total wins."):o("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${o("Player")}</th><th scope="col">${o("Total")}</th></tr></thead>
      <tbody>${e.scores.map((m,v)=>l`<tr class=${v===u?"winner":""}>
        <th scope="row"><bdi>${te(t,v,n)}</bdi></th>
        <td data-testid=${"final-score-"+v}>${m}</td></tr>`)}</tbody>
    </table>
    <${Os} game=${i} />
    <details class="match-rounds"><summary>${o("Every round")}</summary>
      <${Ze} view=${e} players=${t} me=${n} /></details>
    <div class="controls">
      ${!r&&l`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${o("Rematch")}</button>`}
      <${S} href="/" testid="new-game-link">${o("New game")}</${S}>
      ${!r&&l`<${S} href=${`/replay/${i}?review=${n}`} testid="review-link">
        ${o("Review my decisions")}</${S}>`}
      <${S} href=${`/replay/${i}`} testid="replay-link">${o("Watch the replay")}</${S}>
    </div>
    ${g&&l`<p role="status">${o("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&h.some(m=>m.rematch_requested)&&l`<p role="status">
      ${o("Your opponent asks for a rematch.")}</p>`}
  </section>`}function Wt({title:e,text:t,testid:n,watch:a}){return l`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&l`<p>${t}</p>`}
    ${a&&l`<p><${S} href=${a} testid="watch-link">${o("Watch it instead")}</${S}></p>`}
    <p><${S} href="/">${o("Back to the start page")}</${S}></p>
  </main>`}function ur({status:e}){if(e==="open")return null;let t=e==="closed"?o("Disconnected."):o("Connection lost. Reconnecting…");return l`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function pr({welcome:e}){return l`<section class="overlay invite" data-testid="waiting">
    <h2>${o("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?l`<${Ps} welcome=${e} />`:null}
  </section>`}function Ps({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=b(""),s=async(i,c)=>{try{await navigator.clipboard.writeText(i),a(c)}catch{a("")}},r=e.opponent==="public";return l`<div data-testid="invite">
    <h3>${r?o("Public game"):o("Invite a friend")}</h3>
    <p>${r?o("Anyone can join this game from the list of public games. You can also send this link or the join code."):o("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${o("Invite link")}</span>
      <input readonly value=${t} data-testid="invite-link" onFocus=${i=>i.target.select()} />
    </label>
    <button type="button" onClick=${()=>s(t,"link")} data-testid="copy-link">${o("Copy the link")}</button>
    <p class="code-line"><span>${o("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${e.join_code}</strong>
      <button type="button" onClick=${()=>s(e.join_code,"code")} data-testid="copy-code">
        ${o("Copy the code")}</button></p>
    ${n&&l`<p role="status">${o("Copied.")}</p>`}
  </div>`}function Ns({direction:e}){return l`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function fr({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,r=e.top,i=r&&ge(r).wild,c=e.discard||[],u=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,d=D("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return l`<section class="center" aria-label=${o("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&l`<${Ns} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${d} onClick=${n}>
        ${e.draw_pile>0?l`<${We} />`:l`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&l`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${u.map(($,f)=>{let h=c.length-1-u.length+f;return l`<${ee} key=${"pile-"+h} code=${$} cardKey=${"pile-"+h}
          style=${`rotate: ${p(h)}deg`} />`})}
      ${r?l`<${ee} key=${"pile-"+(c.length-1)} code=${r} named=${i?s:null}
            testid="top-card" cardKey=${"pile-"+(c.length-1)} from=${a}
            style=${`rotate: ${p(c.length-1)/3}deg`} />`:!c.length&&l`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&l`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${Ue[s]}</span>${he(s)}</span>`}
      ${e.pending_draw>0&&l`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${r&&l`<p class="visually-hidden" data-testid="top-card-text">${o("Top card: {card}",{card:Me(r,i?s:null)})}</p>`}
      ${s&&l`<p class="visually-hidden" data-testid="active-color">${o("Colour: {color}",{color:he(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&l`<p>
        ${e.direction===1?o("Direction: clockwise"):o("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&l`<p>${D("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function hr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:r,rated:i,controls:c}){let u=e.view,p=u.seat,d=c.sending;return l`<section class="prompt" data-testid="prompt" aria-label=${o("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${L(e.prompt)}</p>
    ${n&&u.decision==="challenge"&&l`<${qs} view=${u} />`}
    ${e.deadline&&!u.match_over&&l`<${Is} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!u.match_over&&l`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(L).join(" ")}</p>`}
    ${n&&!a&&l`<${Ds} ...${c} />`}
    ${Re(e)&&!a&&Ua(t,p)&&(i?l`<${Wa} />`:l`<${ja} hint=${s} onAsk=${r} disabled=${d} />`)}
  </section>`}function Is({deadline:e,mine:t}){let[n,a]=b(Date.now());R(()=>{let r=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(r)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:l`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?D("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):D("{n} second left","{n} seconds left",s)}</p>`}function qs({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(r=>r.kind==="play"||r.kind==="color"),s=n&&!ge(n).wild?ge(n).color:null;if(!s&&a.length>=2)for(let r=a.length-2;r>=0;r--){let i=a[r].info;if(typeof i=="number"&&i>=0){s=Pt[i];break}}return s?l`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${Ue[s]} </span>${o("Colour before the Wild Draw 4: {color}",{color:he(s)})}</p>`:null}function Ds(e){let{view:t,groups:n,send:a,sending:s,unoArmed:r,setUnoArmed:i,dumpMode:c,setDumpMode:u,dumping:p,dumpReady:d,dumpAction:$,dumpCards:f,clearDump:h}=e,g=n.other,w=(v,_,k)=>{let x=g.get(v),y=x.key?x.key.toUpperCase():"";return l`<button type="button" class=${k?"primary":""}
    disabled=${s} data-testid=${_} onClick=${()=>a(x.action)}
    data-autofocus=${k?"true":null}>${L(x.label)}${y&&l` <kbd aria-hidden="true">${y}</kbd>`}</button>`},m=[];if(t.decision==="draft"&&t.candidate&&m.push(l`<div class="candidate" data-testid="candidate">
      <p>${o("Candidate card:")}</p>
      <${ee} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),g.has("keep")&&m.push(w("keep","action-keep",!0)),g.has("reject")&&m.push(w("reject","action-reject")),n.colors.length){let v=_=>{let k=n.colors.find(x=>x.color===_);k&&a(k.action)};m.push(l`<${Cn} title=${o("Name the colour")} onPick=${v} testid="turnup-color-picker" />`)}g.has("draw")&&m.push(w("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),g.has("pass")&&m.push(w("pass","action-pass",n.plays.size===0)),g.has("challenge")&&m.push(w("challenge","action-challenge")),g.has("accept")&&m.push(w("accept","action-accept",!0)),g.has("catch")&&m.push(w("catch","action-catch",!0)),g.has("ignore")&&m.push(w("ignore","action-ignore"));for(let[v,_]of g)_.kind==="swap"&&m.push(w(v,"action-"+v.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&m.push(l`<button type="button" data-testid="action-start-dump" onClick=${()=>u(!0)}>
      ${o("Dump your {color} cards",{color:he(t.dump_color)})}</button>`),p&&m.push(l`<div class="dump-builder" data-testid="dump-builder">
      <p>${D("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:he(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!d||s} data-testid="action-dump"
        onClick=${()=>a($())}>${o("Dump them in this order")}</button>
      ${f.length>1&&l`<button type="button" onClick=${h} data-testid="dump-clear">
        ${o("Start the order again")}</button>`}
      ${t.decision==="turn"&&l`<button type="button" onClick=${()=>{h(),u(!1)}}
        data-testid="dump-cancel">${o("Cancel the dump")}</button>`}
      ${g.has("nodump")&&w("nodump","action-nodump",!1)}
      </div>
    </div>`),g.has("nodump")&&!p&&m.push(w("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&m.push(l`<button type="button" class=${"uno-button"+(r?" armed":"")}
      aria-pressed=${r?"true":"false"} data-testid="action-uno" onClick=${()=>i(!r)}>
      ${r?o("UNO! called"):o("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),l`<div class="controls" data-testid="controls">${m}</div>`}function Cn({title:e,onPick:t,onCancel:n,testid:a}){let s=N(null),r=N({onPick:t,onCancel:n});return r.current={onPick:t,onCancel:n},de(()=>{s.current&&s.current.focus();let i=c=>{let u=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(Pt.includes(u)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),r.current.onPick(u)):c.key==="Escape"&&r.current.onCancel&&(c.preventDefault(),r.current.onCancel()))};return window.addEventListener("keydown",i,!0),()=>window.removeEventListener("keydown",i,!0)},[]),l`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${Pt.map((i,c)=>l`<button type="button" class=${"color-button color-"+i} ref=${c===0?s:null}
        data-testid=${"color-"+i} onClick=${()=>t(i)}>
        <span class="glyph" aria-hidden="true">${Ue[i]} </span>${he(i)} <kbd aria-hidden="true">${i}</kbd></button>`)}
    </div>
    ${n&&l`<button type="button" onClick=${n} data-testid="color-cancel">${o("Cancel")}</button>`}
  </div>`}function mr(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let r=(a+s)%e;r!==t&&n.push(r)}return n}function Hs(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function Us({seat:e,view:t,players:n,me:a,many:s,place:r}){let i=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],u=t.to_act===e&&!t.match_over,p=te(n,e,a),d=i.kind==="bot"?o("Bot ({level})",{level:Be(i.difficulty)}):"",$=Math.min(c,s?0:10);return l`<li class=${"seat"+(u?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${r||""}
      aria-label=${D("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${Hs(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${d&&l` <span class="muted">${d}</span>`}
      ${i.kind==="human"&&!i.connected&&l` <span class="muted">${o("(offline)")}</span>`}
      ${i.away&&l` <span class="muted">${o("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${D("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${o("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&l`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>l`<${We} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${u&&l`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function $r(e,t){let n=i=>Math.PI*(1-(i+.5)/t),a=i=>1-Math.sin(n(i)),s=a(0)||1,r=t>2?.8:.62;return{x:Math.cos(n(e)),y:r*a(e)/s,angle:n(e)}}function gr({others:e,view:t,players:n,me:a,many:s}){let r=t.players>2,i=e.length,c=u=>`--x: ${u.x.toFixed(3)}; --y: ${u.y.toFixed(3)}`;return l`<ul class=${"seats"+(s?" seats-many":"")+(r?" seats-around":"")+(i>4?" seats-crowded":"")}
      style=${r?`--n: ${i}`:""} aria-label=${o("Players")}>
    ${e.map((u,p)=>{let d=$r(p-.5,i),$=90-d.angle*180/Math.PI+(t.direction===1?0:180);return l`${p>0&&r&&l`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+u}
          style=${`${c(d)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${Us} key=${u} seat=${u}
        view=${t} players=${n} me=${a} many=${s} place=${r?c($r(p,i)):""} />`})}
  </ul>`}function Ws(e){let t=new Map,n=[],a=[],s=new Map,r=new Map,i=!1;for(let d of e||[])d.uno&&(i=!0),d.key&&!r.has(d.key)&&r.set(d.key,d),d.kind==="play"?(t.has(d.card)||t.set(d.card,[]),t.get(d.card).push(d)):d.kind==="dump"?n.push(d):d.kind==="color"?a.push(d):s.set(d.action,d);let c=e||[],u=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(d=>d.kind==="draw"||d.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:r,draw:p,unoPossible:i,forced:u}}function yr(e,t,n){let a=e.filter(i=>(i.color||null)===(t||null)),s=a.find(i=>i.uno),r=a.find(i=>!i.uno);return n&&s?s.action:r?r.action:s?s.action:null}var br="unoduo.autoAnswer";function js(){try{return localStorage.getItem(br)!=="off"}catch{return!0}}function Bs(e){try{localStorage.setItem(br,e?"on":"off")}catch{}}function jt({st:e,players:t,send:n,sending:a,log:s,roundOver:r,closeRoundOver:i,askRematch:c,rematchAsked:u,game:p,reveal:d,closeReveal:$,hint:f,askHint:h,closeHint:g,rated:w,rules:m,lesson:v}){let _=e.view,k=_.seat,x=!(r&&!_.match_over)&&(Re(e)||tr(e)),y=qe(()=>Ws(x?e.choices:[]),[e]),[H,C]=b(!1),[U,E]=b(null),[G,se]=b(!1),[oe,W]=b([]),[T,J]=b(null),[z,j]=b(js()),F=N(null),ne=I=>J(M=>M===I?null:I),V=x&&z&&y.forced&&!_.match_over?y.forced:null;de(()=>{C(!1),E(null),W([]),se(_.decision==="dump"&&x)},[e.seq]),R(()=>{V&&n(V.action,V)},[e.seq,V]);let ce=y.dumps.length?y.dumps[0].cards:[],pe=x&&G&&y.dumps.length>0,be=I=>{if(ge(I).wild){E(I);return}let M=yr(y.plays.get(I)||[],null,H);M&&n(M)},ve=I=>{let M=yr(y.plays.get(U)||[],I,H);E(null),M&&n(M)},fe=I=>{let M=`dump ${I.join(" ")}`,B=y.dumps.some(A=>A.uno),ie=y.dumps.some(A=>!A.uno);return B&&(H||!ie)?`${M} uno`:M},ke=I=>{if(ce.length===1){n(fe([_.hand[I]]));return}W(M=>M.includes(I)?M.filter(B=>B!==I):M.concat([I]))},we=()=>fe(oe.map(I=>_.hand[I])),nt=pe&&oe.length===ce.length;de(()=>{let I=M=>{if(M.ctrlKey||M.metaKey||M.altKey)return;let B=M.target;if(B&&(B.tagName==="INPUT"||B.tagName==="SELECT"||B.tagName==="TEXTAREA")||U)return;let ie=M.key.toLowerCase(),A=y.other,K=rt=>{M.preventDefault(),n(rt)};if(M.key==="Escape"&&T){M.preventDefault(),J(null);return}if(ie==="s"){M.preventDefault(),ne("scores");return}if(ie==="h"){M.preventDefault(),or(F.current,0);return}if(!x||a||V)return;let ae=_.decision==="after_draw"&&(y.plays.get(_.drawn)||[])[0],re=ie==="p"?ae:y.keys.get(ie);re&&re.kind==="play"?(M.preventDefault(),be(re.card)):re&&re.kind==="dump"?(M.preventDefault(),_.decision==="turn"&&se(!0)):re&&re.kind!=="color"&&A.has(re.action)?K(re.action):ie==="u"&&y.unoPossible&&(M.preventDefault(),C(rt=>!rt))};return window.addEventListener("keydown",I),()=>window.removeEventListener("keydown",I)}),R(()=>{if(!x)return;let I=document.activeElement;if(I&&I!==document.body&&document.contains(I))return;let M=document.querySelector("[data-autofocus='true']")||rr(F.current);M&&M.focus({preventScroll:!0})},[e.seq]);let Ie=[..._.events].reverse().find(I=>I.kind==="play"||I.kind==="dump"),Ft=Ie?Ie.seat===k?"hand":`seat-${Ie.seat}`:null,vt=_.options&&_.options.target_score||(_.ruleset==="classic"?500:200),at=mr(_.players,k),O=at.length>3,P=k===null;return l`<div class="table">
    <${nr} spectator=${P} view=${_} target=${vt} panel=${T} toggle=${ne} />
    <${gr} others=${at} view=${_} players=${t} me=${k} many=${O} />
    <${fr} view=${_} canDraw=${x&&!a&&!V&&!!y.draw}
      onDraw=${()=>n(y.draw.action)} from=${Ft} />
    <${hr} st=${e} players=${t} mine=${x} autoAction=${V}
      hint=${f} askHint=${h} rated=${w}
      controls=${{view:_,groups:y,send:n,sending:a,unoArmed:H,setUnoArmed:C,dumpMode:G,setDumpMode:se,dumping:pe,dumpReady:nt,dumpAction:we,dumpCards:ce,clearDump:()=>W([])}} />
    ${k!==null?l`<${ir} view=${_} groups=${y} mine=${x&&!V} sending=${a} play=${be}
          handRef=${F} dumping=${pe} dumpOrder=${oe} toggleDump=${ke} wildCard=${U} />`:l`<div></div>`}
    ${U&&l`<div class="overlay picker-overlay"><${Cn}
      title=${o("Choose the colour for your {card}",{card:Me(U)})}
      onPick=${ve} onCancel=${()=>E(null)} testid="wild-color-picker" /></div>`}
    ${d&&l`<${lr} reveal=${d} players=${t} me=${k} onClose=${$} />`}
    ${f&&x&&l`<${Ba} hint=${f} choices=${e.choices} onClose=${g}
      onPlay=${I=>{g(),n(I)}} />`}
    ${r&&!_.match_over&&l`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${r&&!_.match_over&&l`<${cr} info=${r} view=${_} players=${t} me=${k}
      onClose=${i} target=${vt} />`}
    ${_.match_over&&!v&&l`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${_.match_over&&!v&&l`<${dr} view=${_} players=${t} me=${k} askRematch=${c}
      rematchAsked=${u} game=${p} spectator=${P} />`}
    <${ar} panel=${T} setPanel=${J} view=${_} players=${t} me=${k} log=${s} rules=${m}
      autoAnswer=${z} onAutoAnswer=${I=>{Bs(I),j(I)}} />
  </div>`}var vr="unoduo.learn.done",Bt=["duo","classic"];function wr(){try{let e=JSON.parse(localStorage.getItem(vr)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function Gs(e){let t=wr();if(!t.has(e)){t.add(e);try{localStorage.setItem(vr,JSON.stringify([...t]))}catch{}}}function _r(){R(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function kr(){let[e,t]=b(Ce());return R(()=>At(n=>t(n)),[]),e}function xr(e){let[t,n]=b(null),[a,s]=b("");return R(()=>{let r=!0;return Promise.all(Bt.map(i=>Y.lessons(i,e))).then(i=>{if(!r)return;let c={};Bt.forEach((u,p)=>{c[u]=i[p]&&i[p].lessons||[]}),n(c),s("")},i=>{r&&s(Q(i))}),()=>{r=!1}},[e]),{lists:t,error:a}}async function Ys(e,t){try{let n=await Y.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:ut()});_e(n.game,n.seat,n.token,{}),Z(`/game/${n.game}`)}catch(n){t(Q(n,"create"))}}function Fs({lists:e,done:t}){let a=Bt.flatMap(r=>e[r]||[]).find(r=>!t.has(r.id));if(!a)return l`<p class="lesson-all-done" data-testid="all-done">${o("You have finished every lesson.")}</p>`;let s=L(a.title);return l`<p class="lesson-continue"><a href=${`/learn/${encodeURIComponent(a.id)}`} class="lesson-continue-button"
      data-testid="continue-lesson" data-lesson=${a.id}
      onClick=${r=>{r.preventDefault(),Z(`/learn/${encodeURIComponent(a.id)}`)}}>
    ${t.size?o("Continue: {title}",{title:s}):o("Start: {title}",{title:s})}</a></p>`}function Sr(){_r();let e=kr(),{lists:t,error:n}=xr(e),a=wr();return R(()=>{document.title=o("Learn")},[e]),l`<main class="page learn-list" data-testid="learn-page">
    <h1>${o("Learn by playing")}</h1>
    <p class="learn-intro">${o("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&l`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&l`<p data-testid="loading">${o("Loading…")}</p>`}
    ${t&&l`<${Fs} lists=${t} done=${a} />`}
    ${t&&Bt.map(s=>{let r=t[s],i=r.filter(c=>a.has(c.id)).length;return l`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Ae(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${o("{done} of {total} done",{done:i,total:r.length})}</span></h2>
        <ol class="lesson-list">
          ${r.map(c=>l`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${S} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${L(c.title)}</strong>
                <span class="lesson-goal">${L(c.goal)}</span></span>
              ${a.has(c.id)&&l`<span class="visually-hidden">${o("(done)")}</span>`}
            </${S}></li>`)}
        </ol>
      </section>`})}
  </main>`}function Tn(e){return(e.narration||[]).filter(t=>!!t)}function zs(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function Ks(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=zs(t).filter(i=>a&&a.querySelector(`[data-card="${i}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",le("reducedMotion"))return;if(!s.length||!n||!a){let i=e.querySelector("[data-anchor=draw]");i&&le("shake",i);return}let r=n.getBoundingClientRect();s.forEach((i,c)=>{let u=a.querySelector(`[data-card="${i}"]`),p=u&&(u.closest("button")||u);if(!p||typeof p.animate!="function")return;let d=p.getBoundingClientRect(),$=r.left+r.width/2-(d.left+d.width/2),f=r.top+r.height/2-(d.top+d.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function Vs({lesson:e,undone:t}){let n=e.feedback;return l`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${o("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${L(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${o("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&l`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${L(n.text)}
        ${t&&l` <strong class="taken-back" data-testid="taken-back">${o("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&l`<p class="lesson-try" data-testid="lesson-prompt">${L(e.prompt)}</p>`}
  </section>`}function Js({lesson:e,next:t,ruleset:n}){let a=N(null),[s,r]=b("");return R(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),l`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${o("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${L(e.summary)}</p>
    ${s&&l`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&l`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>Z(`/learn/${encodeURIComponent(t.id)}`)}>${o("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>Ys(n,r)}>${o("Play a bot now")}</button>
      <${S} href="/learn" testid="all-lessons">${o("All lessons")}</${S}>
    </div>
  </section>`}function Cr({id:e}){_r();let t=kr(),[n,a]=b([]),[s,r]=b(null),[i,c]=b(!1),[u,p]=b(""),[d,$]=b(""),[f,h]=b(null),[g,w]=b([]),[m,v]=b(""),_=N(null),k=N(null),x=N(0),y=N(null),{lists:H}=xr(t),C=async(j,F)=>{c(!0);let ne;try{ne=await Y.lesson(e,j,Ce())}catch(we){c(!1),we&&(we.code==="unknown_lesson"||we.status===404)?$(o("There is no such lesson.")):p(Q(we));return}let V=ne.lesson,ce=V.undone?j.slice(0,-1):j,pe=y.current,be=pe?Tn(pe.state).length:0,ve=Tn(ne.state),fe=ve.length>be?ve.slice(be):[];w(pe&&!V.undone?fe.slice(-3):[]),x.current+=1,k.current={before:le("snapshot",_.current),tried:V.undone?F:null},a(ce),h(V.undone?F:null),y.current={state:ne.state,lesson:V,seq:x.current},r(y.current),p(""),c(!1),V.feedback&&Pe(V.feedback.kind==="wrong"?"lose":"turn"),V.done&&Gs(e);let ke=[V.feedback?L(V.feedback.text):"",V.done?L(V.summary):L(V.prompt)];v(ke.filter(Boolean).join(" "))};R(()=>{r(null),y.current=null,a([]),h(null),$(""),p(""),C([],null)},[e]),R(()=>{s&&C(n,null)},[t]),de(()=>{let j=k.current;if(!j)return;k.current=null;let F=_.current;F&&delete F.dataset.takenBack,j.tried?Ks(F,j.tried):j.before&&le("flip",F,j.before,{leave:"none"})},[s&&s.seq]),R(()=>{s&&(document.title=`${L(s.lesson.title)} — ${o("Learn")}`)},[s&&s.seq,t]);let U=j=>{i||!s||s.lesson.done||C(n.concat([j]),j)};if(d)return l`<main class="page" data-testid="lesson-missing"><h1>${d}</h1>
      <p><${S} href="/learn">${o("All lessons")}</${S}></p></main>`;let E=s?Object.assign({},s.state,{lastTold:g}):null,G=s?s.lesson:null,se=E?E.view.ruleset:"duo",oe=H&&H[se]||[],W=oe.findIndex(j=>j.id===e),T=W>=0&&W+1<oe.length?oe[W+1]:null,J=E?(E.players||[]).map(j=>j.seat===E.view.seat?j:{...j,kind:"lesson"}):[],z=E?Tn(E).map((j,F)=>({key:`l${F}`,say:()=>L(j)})):[];return l`<main class="page table-page learn-page" data-testid="table" ref=${_}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${E?E.seq:-1} data-decision=${E?E.view.decision:""}
      data-sending=${i?"true":"false"} data-status=${E?E.status:""}
      data-undone=${f?"true":"false"} data-done=${G&&G.done?"true":"false"}
      data-my-turn=${E&&!G.done&&E.view.to_act===E.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${m}</div>
    ${u&&l`<p class="error" role="alert" data-testid="table-error">${u}</p>`}
    ${G&&l`<${Vs} lesson=${G} undone=${f} />`}
    ${E?l`<${jt} st=${E} players=${J} send=${U} sending=${i||G.done} log=${z}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:l`<p class="table-message" data-testid="loading">${o("Loading…")}</p>`}
    ${G&&G.done&&l`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${Js} lesson=${{...G,id:e}} next=${T} ruleset=${se} />`}
  </main>`}function Rn(e){return Q(e)}function Xs(e,t,n){let a=e.view||{},s=a.players||n.players.length,r=a.hand_sizes||[],i=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,u)=>Array(r[u]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:i,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function Tr(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await an(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),r=n.total_steps??a.reduce((f,h)=>f+h.steps,0),i=new Map,c=new Map,u=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function d(f){if(i.has(f))return Promise.resolve(i.get(f));if(!c.has(f)){let h=an(`${t}/${encodeURIComponent(f)}`).then(g=>{let w=(g.steps||[]).map(m=>Xs(m,f,{players:s,...n}));return w.sort((m,v)=>m.index-v.index),i.set(f,w),c.delete(f),w},g=>{throw c.delete(f),g});c.set(f,h)}return c.get(f)}let $=(f,h,g)=>{let w=p(h)?p(h).first_step:0,m=f[g-w];return m&&m.index===g?m:f.find(v=>v.index===g)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:r,roundOf:u,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=u(f);return i.has(h)?$(i.get(h),h,f):null},async step(f){let h=u(f),g=$(await d(h),h,f);if(!g)throw new De(0,"missing_step",o("Something went wrong. Try again."));return g},framesOf:f=>i.get(f)||null,prefetchAround(f){let h=u(f),g=p(h);if(!g)return;let w=()=>{};if(d(h).catch(w),f-g.first_step>g.steps/2||g.steps-(f-g.first_step)<40){let m=a[a.indexOf(g)+1];m&&d(m.round).catch(w)}if(f-g.first_step<3){let m=a[a.indexOf(g)-1];m&&d(m.round).catch(w)}}}}var Qs=3,Gt=[-7,4,-2];function Zs(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function Rr({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=Zs(e,a.map(c=>c||"?")),r=t.toAct===e&&!t.over,i=te(n.players,e,null);return l`<div class=${"replay-seat"+(r?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${r?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${i}</bdi>
      <span class="replay-seat-info">${D("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${o("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,u)=>l`<span class="replay-slot" key=${s[u]} data-card-key=${s[u]} data-from="draw"
        >${c?l`<${ee} code=${c} size="small" />`:l`<${We} size="small" label=${o("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function ei({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-Qs),s=n.slice(a),r=e.seat===null?"draw":`seat-${e.seat}`,i=e.top?o("Top card: {card}",{card:Me(e.top,e.color)}):"",c=e.color?o("Colour: {color}",{color:he(e.color)}):"";return l`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${We} size="small" label=${D("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&l`<span class="replay-candidate" data-testid="replay-candidate"
        ><${ee} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((u,p)=>{let d=a+p,$=d===n.length-1&&!!e.top,f=Gt[(d%Gt.length+Gt.length)%Gt.length];return l`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+d}
          data-card-key=${"d"+d+"-"+u} data-from=${d===n.length-1?r:null}
          style=${`--tilt: ${f}deg`}><${ee} code=${u} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&l`<p class="visually-hidden">${i}</p>`}
      ${e.color&&l`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${Ue[e.color]} </span>${c}</p>`}
      ${e.pending>0&&l`<p class="replay-pending" data-testid="replay-pending">
        ${D("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&l`<p class="muted">${e.direction===1?o("Play goes clockwise ↻"):o("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function Er({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,d)=>d),r=s.filter(p=>p!==0),i=N(null),c=p=>{i.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},u=p=>{let d=i.current;if(i.current=null,!d||!a)return;let $=p.clientX-d.x,f=p.clientY-d.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return l`<section class=${"replay-board"+(r.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${o("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${u}
      onPointerCancel=${()=>{i.current=null}}>
    <div class="replay-seats replay-seats-top">${r.map(p=>l`<${Rr} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${ei} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?l`<${Rr} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function Mr(e){return(e.narration||[]).filter(t=>t).map(L)}function Ar({step:e,quiet:t}){let n=Mr(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=o("Start of the match"):a=o("Round {n} begins",{n:e.viewRound||e.round}),l`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&l`<ul class="replay-events" data-testid="replay-events">
      ${s.map((r,i)=>l`<li key=${i}>${r}</li>`)}</ul>`}
  </div>`}function Lr({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?o("The match is a draw"):o("{name} won the match",{name:te(t.players,e.winner,null)});return l`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function Or({replay:e,round:t,at:n,onPick:a}){let s=N(null),r=e.framesOf(t)||[];return R(()=>{let i=s.current,c=i&&i.querySelector(".current");if(!c)return;let u=c.offsetTop;u<i.scrollTop?i.scrollTop=u:u+c.offsetHeight>i.scrollTop+i.clientHeight&&(i.scrollTop=u+c.offsetHeight-i.clientHeight)},[n,r.length]),l`<section class="panel replay-moves">
    <h2>${o("Moves")} · ${o("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${r.length?r[0].index+1:1}>
      ${r.map(i=>l`<li key=${i.index} class=${i.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(i.index)}}>${i.action?Mr(i)[0]||i.action:o("Round {n} begins",{n:i.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var ti=[.5,1,2,4,8],ni=900;function ai(){R(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var ri={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function bt({shape:e}){return l`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${ri[e]} fill="currentColor" /></svg>`}function oi(e){let t=He(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function Pr({game:e}){ai();let[t,n]=b(null),[a,s]=b("");return R(()=>{document.title=o("Replay");let r=!0;return Tr(e).then(i=>r&&n(i),i=>r&&s(Rn(i))),()=>{r=!1}},[e]),a?l`<main class="page replay" data-testid="replay-page"><h1>${o("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${S} href=${`/game/${e}`}>${o("Back to the game")}</${S}></p></main>`:t?l`<${si} replay=${t} game=${e} />`:l`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${o("Replay")}</h1>
      <p>${o("Loading…")}</p></main>`}function si({replay:e,game:t}){let n=e.total-1,[a,s]=b(0),[r,i]=b(null),[c,u]=b(!1),[p,d]=b(1),[$,f]=b(""),h=N(null),g=N(null),w=N(0),m=ni/p;R(()=>{let C=!0,U=e.stepNow(a);return U?(i(U),f("")):e.step(a).then(E=>{C&&(i(E),f(""))},E=>C&&f(Rn(E))),e.prefetchAround(a),()=>{C=!1}},[a]),R(()=>{if(!c)return;if(a>=n){u(!1);return}if(!r||r.index!==a)return;let C=setTimeout(()=>_(1),m);return()=>clearTimeout(C)},[c,a,r,p]);function v(C,U){let E=Math.max(0,Math.min(n,C)),G=w.current;E!==G&&(w.current=E,g.current=U&&E===G+1&&m>=150&&h.current&&r&&r.index===G?gn(h.current):null,s(E))}let _=C=>v(w.current+C,C===1);de(()=>{let C=g.current;C&&r&&r.index===a&&h.current&&(g.current=null,yn(h.current,C,{duration:Math.min(320,m*.6)}),r.over&&bn(h.current))},[r]),R(()=>{let C=U=>{if(U.ctrlKey||U.metaKey||U.altKey||U.defaultPrevented)return;let E=U.target,G=E&&E.tagName;if(G==="INPUT"||G==="SELECT"||G==="TEXTAREA"||E&&E.isContentEditable)return;let se=document.documentElement.dir==="rtl",oe=se?"ArrowLeft":"ArrowRight",W=se?"ArrowRight":"ArrowLeft";if(U.key===oe)_(1);else if(U.key===W)_(-1);else if(U.key==="Home")v(0,!1);else if(U.key==="End")v(n,!1);else if(U.key===" "&&G!=="BUTTON"&&G!=="A")u(T=>!T);else return;U.preventDefault()};return window.addEventListener("keydown",C),()=>window.removeEventListener("keydown",C)},[n,m,r]);let k=r,x=!k||k.index!==a,y=e.roundOf(a),H=()=>{!c&&a>=n&&v(0,!1),u(!c)};return l`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${k?k.index:-1} data-interval=${m} data-playing=${c?"true":"false"}
      aria-busy=${x?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${o("Replay")}</h1>
    ${k&&l`<${Er} step=${k} replay=${e} boardRef=${h} onSwipe=${_} />`}
    ${!k&&l`<p class="replay-board-placeholder">${o("Loading…")}</p>`}
    ${k&&l`<${Ar} step=${k} replay=${e} quiet=${c} />`}
    ${$&&l`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${o("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>v(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${o("Start")} title=${o("Start")}><${bt} shape="first" /></button>
        <button type="button" onClick=${()=>_(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${o("Back")} title=${o("Back")}><${bt} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${H} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${bt} shape=${c?"pause":"play"} />
          <span>${c?o("Pause"):o("Play")}</span></button>
        <button type="button" onClick=${()=>_(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${o("Next")} title=${o("Next")}><${bt} shape="next" /></button>
        <button type="button" onClick=${()=>v(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${o("End")} title=${o("End")}><${bt} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${o("Move")} class="replay-slider"
        aria-valuetext=${o("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${C=>v(Number(C.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${o("Round")}
          <select data-testid="replay-round" value=${String(y)}
            onChange=${C=>v(e.firstStepOf(Number(C.target.value)),!1)}>
            ${e.rounds.map(C=>l`<option value=${String(C.round)} selected=${C.round===y}>${C.round}</option>`)}
          </select></label>
        <label>${o("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${C=>d(Number(C.target.value))}>
            ${ti.map(C=>l`<option value=${String(C)} selected=${C===p}>${C}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${o("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${o("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${Da} replay=${e} game=${t} at=${a} go=${C=>v(C,!1)} />
    </div>
    <aside class="replay-side">
    ${k&&l`<${Lr} step=${k} replay=${e} />`}
    ${k&&l`<${Ze} view=${k.sheet} players=${e.players} me=${null} />`}
    ${k&&l`<${Or} replay=${e} round=${k.round} at=${a} onPick=${C=>v(C,!1)} />`}
    <p class="replay-links"><${S} href=${`/game/${t}`}>${o("Back to the game")}</${S}>
      <span aria-hidden="true"> · </span><a href=${oi(t)} download data-testid="download-record">
        ${o("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Yt=null;function ii({idea:e}){return l`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${L(e.title)}</h2>
    <p>${L(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.cards.map((t,n)=>l`<${ee} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${o("Example:")}</strong> ${L(e.example.text)}</figcaption>
    </figure>
  </section>`}function li({terms:e}){return l`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${o("Words of the game")}</h2>
    <dl>
      ${e.map(t=>l`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${L(t.term)}</dt>
        <dd>${L(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function Nr(){let[e,t]=b(null),[n,a]=b("");R(()=>{document.title=o("Rules");let r=!0;return Yt||(Yt=Y.rulebook().catch(i=>{throw Yt=null,i})),Yt.then(i=>{r&&t(i)},i=>{r&&a(Q(i))}),()=>{r=!1}},[]);let s=e&&l`<nav class="panel rules-contents" aria-label=${o("On this page")}>
    <ol>
      ${e.duo.map(r=>l`<li><a href=${"#rule-"+r.id}>${L(r.title)}</a></li>`)}
      <li><a href="#classic">${o("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${o("Words of the game")}</a></li>
    </ol>
  </nav>`;return l`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${o("Rules")}</h1>
    <p class="rules-intro">${o("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&l`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&l`<p>${o("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(r=>l`<${ii} key=${r.id} idea=${r} />`)}
    ${e&&l`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${o("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(r=>l`<p>${L(r)}</p>`)}
    </section>`}
    ${e&&l`<${li} terms=${e.glossary} />`}
    <p><${S} href="/">${o("Back to the start page")}</${S}></p>
  </main>`}var Ir=200,ci=650,di=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function ui(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,r=(t.previous_events||[]).filter(u=>u.kind==="draw"&&u.info==="last_card"),i=[],c=null;return n.points.forEach((u,p)=>{if(p===n.out)return;let d=r.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...d.map(g=>g.cards||[])),f=$.map(g=>({code:g,value:a[g]}));f.reduce((g,w)=>g+(Number(w.value)||0),0)===u&&$.length&&(c=f)}else e.handSizes&&u>0&&Ne(t)&&i.push({seat:p,count:e.handSizes[p]+d.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:i}}function En({game:e,spectator:t}){let n=t?null:He(e),[a,s]=b(null),[r,i]=b(null),[c,u]=b([]),[p,d]=b("connecting"),[$,f]=b(""),[h,g]=b(""),[w,m]=b(null),[v,_]=b(!1),[k,x]=b([]),[y,H]=b(""),[C,U]=b(null),[E,G]=b(0),[se,oe]=b(null),[W,T]=b(!1),[J,z]=b(null),[j,F]=b(!1),ne=N(null),V=N(null),ce=N({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),pe=N(null),be=N(null),ve=N({held:null,release:null});R(()=>{if(F(!1),t||!n)return;let O=!0;return Y.gameRating(e).then(P=>{O&&F(!!(P&&P.rated))},()=>{}),()=>{O=!1}},[e]),R(()=>{if(t||n)return;let O=!0;return Y.game(e).then(()=>{O&&m(!0)},P=>{O&&m(!(P&&(P.status===404||P.code==="no_such_game"||P.code==="unknown_game")))}),()=>{O=!1}},[e]),R(()=>{if(!t&&!n)return;let O=(A,K)=>new Promise(ae=>{let re=K&&K.instant?null:le("snapshot",V.current);pe.current={before:re,resolve:ae},ke(A)}),P=(A,K)=>{let ae=ve.current.held;return ae?(G(re=>re+1),ae.then(()=>(G(re=>Math.max(0,re-1)),O(A,K)))):O(A,K)},I=le("createStateQueue",P,{}),M=A=>{switch(A.type){case"welcome":s(A),be.current=A,u(A.players||[]),f("");break;case"state":if(A.seq<ce.current.queued)return;ce.current.queued=A.seq,I?(Re(A)&&I.pending()>0&&I.flush(),I.push(A)):P(A);break;case"presence":u(A.players||[]);break;case"ack":break;case"hint":z(K=>fn(K,A));break;case"error":if(Ha.has(A.code)){z(K=>fn(K,A));break}_(!1),di.has(A.code)?g(Q(A,"table")):A.code!=="stale"&&f(Q(A,"table"));break;case"rematch":_e(A.game,A.seat,A.token,{}),Z(`/game/${A.game}`);break;default:break}},B=t?new URLSearchParams(location.search).get("code"):null,ie=new It(e,t?null:n.token,M,d,B);return ne.current=ie,()=>ie.close()},[e,t]),de(()=>{let O=pe.current;if(!O)return;pe.current=null;let P=V.current,I=ce.current.fresh,M=r&&r.view,B=null;if(P&&M){O.before&&(B=le("flip",P,O.before,{leave:"none"}));for(let K of I)if(K.kind==="play"||K.kind==="dump")Pe("play");else if(K.kind==="draw"||K.kind==="draft_take"||K.kind==="keep")Pe("draw");else if(K.kind==="uno"){Pe("uno");let ae=P.querySelector(K.seat===M.seat?"[data-anchor=hand]":`[data-anchor=seat-${K.seat}]`);ae&&le("pulse",ae)}else if(K.kind==="color"){let ae=P.querySelector(".color-ring");ae&&le("pulse",ae)}else if(K.kind==="reveal"&&K.cards&&K.cards.length){let ae=P.querySelector("[data-testid=revealed-hand]");ae&&le("revealHand",ae)}let A=ce.current.prev;if(A&&M.pending_draw>A.pending_draw){let K=P.querySelector("[data-testid=pending-draw]");K&&le("pulse",K)}Re(r)&&!(A&&A.myTurn)&&Pe("turn"),M.match_over&&!(A&&A.over)&&(Pe(M.winner===M.seat?"win":"lose"),M.winner!==null&&M.winner===M.seat&&le("celebrate",P)),ce.current.prev={pending_draw:M.pending_draw,myTurn:Re(r),over:M.match_over}}let ie=le("reducedMotion");if(!B||ie){O.resolve();return}Promise.race([Promise.resolve(B),new Promise(A=>setTimeout(A,ci))]).then(()=>O.resolve(),()=>O.resolve())},[r]);let fe=Re(r)&&!C;R(()=>{let O=o("UNO Duo");document.title=fe?o("● Your turn — {title}",{title:O}):O},[fe,r&&r.seq]);function ke(O){let P=O.view,I=O.players||[],M=P.seat,B=ce.current,ie=O.status==="waiting",A=[],K=B.round!==null&&B.round!==P.round;if(K&&!ie&&Array.isArray(O.previous_narration))for(let ue of O.previous_narration.slice(B.count))ue&&A.push(ue);if(B.rounds!==null&&P.rounds.length>B.rounds){let ue=P.rounds[P.rounds.length-1];if(!P.match_over){let ot=ui(B,P,ue,(be.current||{}).card_points);we(),U({number:P.rounds.length,result:ue,scores:P.scores,before:B.scores||null,scored:ot})}}K&&oe(null);let ae=B.round===P.round&&B.count<=P.events.length?B.count:0,re=ie?[]:P.events.slice(ae),rt=O.narration||[],Dr=O.events_from||0,Mn=[];re.forEach((ue,ot)=>{let wt=rt[ae+ot-Dr];wt&&Mn.push(wt)}),A.push(...Mn);for(let ue of re)ue.kind==="reveal"&&ue.cards&&ue.cards.length&&oe({seat:ue.seat,cards:ue.cards,key:`${P.round}-${O.seq}`});B.fresh=re,ie||(B.round=P.round,B.count=P.events.length,B.rounds=P.rounds.length,B.scores=P.scores,B.hand=P.hand||null,B.handSizes=P.hand_sizes||null),B.seq=O.seq,A.length&&x(ue=>{let ot=O.seq*1e3,wt=A.map((Hr,On)=>({key:`${ot+On}-${ue.length+On}`,say:()=>L(Hr)}));return ue.concat(wt).slice(-Ir)}),O.lastTold=(ae>0?A:A.slice(-1)).slice(-3);let An=ie?"":L(O.prompt),Ln=O.last&&O.last.seat!==M?O.lastTold.map(L).join(" "):"";H(Ln?`${Ln} ${An}`:An),u(I),i(O),_(!1)}function we(){let O=ve.current;O.held||(O.held=new Promise(P=>{O.release=()=>{O.held=null,O.release=null,P()}}))}let nt=()=>{U(null),ve.current.release&&ve.current.release()},Ie=(O,P)=>{if(!r||v)return;let I=ne.current;if(!I||!I.send({type:"action",seq:r.seq,action:O})){f(o("Not connected. Reconnecting…"));return}if(P){let M=L(P.label);x(B=>B.concat([{key:`auto-${r.seq}`,say:()=>o("Answered for you: {what}",{what:M})}]).slice(-Ir))}oe(null),f(""),_(!0)},Ft=()=>{r&&ne.current&&ne.current.send({type:"hint",seq:r.seq})&&z({seq:r.seq,status:"asking"})},vt=()=>{ne.current&&ne.current.send({type:"rematch"})&&T(!0)};if(h)return l`<${Wt} title=${h} testid="table-fatal" />`;if(!t&&!n)return w===!1?l`<${Wt} title=${o("No such game.")} testid="table-fatal" />`:w===null?l`<main class="page" data-testid="loading"><p>${o("Loading…")}</p></main>`:l`<${Wt} title=${o("You have no seat in this game")} testid="no-seat"
      text=${o("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let at=!!r&&r.status==="waiting";return l`<main class=${"page table-page"+(fe?" my-turn":"")} data-testid="table" ref=${V}
      data-seq=${r?r.seq:-1}
      data-connection=${p} data-decision=${r?r.view.decision:""} data-sending=${v?"true":"false"}
      data-round=${r?r.view.round:""} data-status=${r?r.status:""}
      data-my-turn=${fe?"true":"false"}>
    <h1 class="visually-hidden">${a?Ae(a.ruleset):o("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${y}</div>
    <${ur} status=${p} />
    ${$&&l`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${at&&l`<${pr} welcome=${a} />`}
    ${r&&!at?l`<${jt} st=${r} players=${c} send=${Ie} sending=${v} log=${k}
          roundOver=${C&&{...C,held:E}} closeRoundOver=${nt} askRematch=${vt}
          rematchAsked=${W} game=${e} reveal=${se} closeReveal=${()=>oe(null)}
          hint=${J&&J.seq===r.seq?J:null} askHint=${Ft} closeHint=${()=>z(null)}
          rated=${j}
          rules=${a&&a.rules||[]} />`:!r&&l`<p class="table-message" data-testid="loading">${o("Connecting to the game…")}</p>`}
  </main>`}function pi(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function fi(){let e=je().languages||{en:"English"},t=n=>en(n.target.value,!0);return l`<label class="lang-switch">
    <span class="visually-hidden">${o("Language")}</span>
    <select data-testid="language" onChange=${t} value=${Ce()} aria-label=${o("Language")}>
      ${Object.entries(e).map(([n,a])=>l`<option value=${n} lang=${n} selected=${n===Ce()}>${a}</option>`)}
    </select>
  </label>`}function hi(){let e=Xe(),t=e?e.name:o("Log in");return l`<header class="site-header">
    <${S} href="/" testid="home-link" cls="brand">${o("UNO Duo")}</${S}>
    <nav aria-label=${o("Main")}>
      <${S} href="/learn" testid="learn-link">${o("Learn")}</${S}>
      <${S} href="/rules" testid="rules-link">${o("Rules")}</${S}>
      <${S} href="/rated" testid="rated-link">${o("Rated play")}</${S}>
      <${S} href="/leaderboard" testid="leaderboard-link">${o("Leaderboard")}</${S}>
      <${S} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${S}>
    </nav>
    <${fi} />
  </header>`}function $i(){let[e,t]=b(location.pathname),[,n]=b(Ce());R(()=>{let r=()=>t(location.pathname);window.addEventListener("popstate",r),window.addEventListener("unoduo:navigate",r);let i=At(c=>n(c));return()=>{window.removeEventListener("popstate",r),window.removeEventListener("unoduo:navigate",r),i()}},[]);let a=pi(e),s;switch(a.page){case"home":s=l`<${Ra} />`;break;case"game":s=l`<${En} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=l`<${En} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=l`<${Ea} code=${a.code} />`;break;case"replay":s=l`<${Pr} key=${a.id} game=${a.id} />`;break;case"rules":s=l`<${Nr} />`;break;case"learn":s=l`<${Sr} />`;break;case"lesson":s=l`<${Cr} key=${a.id} id=${a.id} />`;break;case"account":s=l`<${Ma} />`;break;case"rated":s=l`<${Oa} />`;break;case"leaderboard":s=l`<${La} />`;break;case"profile":s=l`<${Aa} key=${a.name} name=${a.name} />`;break;default:s=l`<main class="page" data-testid="not-found"><h1>${o("Page not found")}</h1>
        <p><${S} href="/">${o("Back to the start page")}</${S}></p></main>`}return l`<${hi} />${s}`}async function mi(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&Na();let e=ga();try{xa(await Y.meta())}catch{}await Promise.all([en(pa(je().languages)),e]),sa(l`<${$i} />`,document.getElementById("app")),document.body.dataset.ready="true"}mi();function qr(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?qr():window.addEventListener("load",qr,{once:!0});
