/// The script of every layoutsim page (`run --html`, `test --html`, `serve`): one step at a time
/// (the slider, the buttons, the arrow keys, `#step=N`), click a view in the drawing or the
/// frames table to select it and see it in the inspector, the exploded 3-D view of the hierarchy
/// (CSS 3-D transforms, drag to rotate), and — on a page `serve` sends (`data-live` on the body)
/// — the view's constraints from the server and live reload: the page asks `/api/state` every
/// 300 ms and, when the file changed, takes the new page keeping the step, the selection and the
/// exploded view.
enum PageScript {
  static let text = """
    (function () {
      var state = { step: 1, selected: null, exploded: false, rotateX: 28, rotateY: -32, version: null };
      var match = /^#step=(\\d+)(?:&view=([^&]*))?/.exec(location.hash);
      if (match) { state.step = parseInt(match[1], 10); }
      if (match && match[2]) { state.selected = decodeURIComponent(match[2]); }
      function query(prefix) { return location.search ? prefix + location.search.slice(1) : ""; }
      function remember() {
        var hash = "#step=" + state.step + (state.selected ? "&view=" + encodeURIComponent(state.selected) : "");
        try { history.replaceState(null, "", hash); } catch (e) {}
      }
      function $(id) { return document.getElementById(id); }
      function steps() { return document.querySelectorAll("section.step"); }
      function currentSection() { return document.querySelector("section.step[data-step='" + state.step + "']"); }
      function show(n) {
        var all = steps();
        if (all.length === 0) { return; }
        n = Math.max(1, Math.min(all.length, n));
        state.step = n;
        for (var i = 0; i < all.length; i++) { all[i].hidden = (i + 1 !== n); }
        $("slider").value = String(n);
        $("position").textContent = "Step " + n + " of " + all.length;
        $("prev").disabled = n === 1;
        $("next").disabled = n === all.length;
        select(state.selected);
        explode(state.exploded);
      }
      function text(tag, className, content) {
        var element = document.createElement(tag);
        if (className) { element.className = className; }
        if (content !== undefined) { element.textContent = content; }
        return element;
      }
      function select(id) {
        state.selected = id;
        remember();
        var marked = document.querySelectorAll(".selected, .related");
        for (var i = 0; i < marked.length; i++) { marked[i].classList.remove("selected", "related"); }
        var inspector = $("inspector");
        if (!inspector) { return; }
        inspector.textContent = "";
        var section = currentSection();
        var group = id && section ? section.querySelector("g.view[data-id='" + CSS.escape(id) + "']") : null;
        if (!group) {
          inspector.appendChild(text("p", "hint", "Click a view in the drawing or the frames table to inspect it."));
          return;
        }
        group.classList.add("selected");
        var rows = section.querySelectorAll("tr[data-id='" + CSS.escape(id) + "']");
        for (var r = 0; r < rows.length; r++) { rows[r].classList.add("selected"); }
        var layer = section.querySelector(".layer[data-id='" + CSS.escape(id) + "']");
        if (layer) { layer.classList.add("selected"); }
        inspector.appendChild(text("h3", "", id + " (" + group.getAttribute("data-kind") + ")"));
        var facts = text("dl", "facts");
        facts.appendChild(text("dt", "", "frame")); facts.appendChild(text("dd", "", group.getAttribute("data-frame")));
        facts.appendChild(text("dt", "", "in window")); facts.appendChild(text("dd", "", group.getAttribute("data-window")));
        inspector.appendChild(facts);
        if (document.body.hasAttribute("data-live")) { inspect(id, inspector); }
      }
      function inspect(id, inspector) {
        var step = state.step;
        fetch("api/view?step=" + step + "&id=" + encodeURIComponent(id) + query("&")).then(function (r) { return r.json(); }).then(function (info) {
          if (state.selected !== id || state.step !== step) { return; }
          if (info.intrinsic) { inspector.appendChild(text("p", "intrinsic", info.intrinsic)); }
          inspector.appendChild(text("h4", "", "Constraints"));
          var list = text("ul", "constraints");
          (info.constraints || []).forEach(function (c) {
            var item = text("li", "constraint " + c.state.replace(/[^a-z]+/g, "-"), c.text);
            item.appendChild(text("span", "state", " " + c.state));
            item.appendChild(text("span", "where", " " + c.location));
            list.appendChild(item);
            (c.others || []).forEach(function (other) {
              var g = currentSection().querySelector("g.view[data-id='" + CSS.escape(other) + "']");
              if (g && other !== id) { g.classList.add("related"); }
            });
          });
          if (!info.constraints || info.constraints.length === 0) { list.appendChild(text("li", "", "none")); }
          inspector.appendChild(list);
          (info.why || []).forEach(function (chain) {
            inspector.appendChild(text("h4", "", "Why " + chain.attribute));
            inspector.appendChild(text("pre", "why", chain.lines.join("\\n")));
          });
          (info.issues || []).forEach(function (issue) { inspector.appendChild(text("p", "finding", issue)); });
        }).catch(function () {});
      }
      function explode(on) {
        state.exploded = on;
        var button = $("explode");
        if (button) { button.setAttribute("aria-pressed", on ? "true" : "false"); }
        var section = currentSection();
        if (!section) { return; }
        var figure = section.querySelector("figure");
        var stage = figure.querySelector(".stage");
        if (!on) { if (stage) { stage.remove(); } figure.classList.remove("exploded"); return; }
        if (!stage) { stage = build(figure); }
        figure.classList.add("exploded");
        stage.firstChild.style.transform = "rotateX(" + state.rotateX + "deg) rotateY(" + state.rotateY + "deg)";
        select(state.selected === undefined ? null : state.selected);
      }
      function build(figure) {
        var svg = figure.querySelector("svg");
        var box = svg.viewBox.baseVal;
        var scale = Math.min(1, 420 / box.width);
        var stage = text("div", "stage");
        var scene = text("div", "scene");
        scene.style.width = (box.width * scale) + "px";
        scene.style.height = (box.height * scale) + "px";
        stage.appendChild(scene);
        var groups = svg.querySelectorAll("g.view");
        for (var i = 0; i < groups.length; i++) {
          var g = groups[i];
          var w = g.getAttribute("data-window").replace(/[\\[\\]]/g, "").split(",").map(Number);
          var rect = g.querySelector("rect");
          var layer = text("div", "layer kind-" + g.getAttribute("data-kind"));
          layer.setAttribute("data-id", g.getAttribute("data-id"));
          layer.style.left = ((w[0] - box.x) * scale) + "px";
          layer.style.top = ((w[1] - box.y) * scale) + "px";
          layer.style.width = Math.abs(w[2] * scale) + "px";
          layer.style.height = Math.abs(w[3] * scale) + "px";
          layer.style.borderColor = rect.getAttribute("stroke");
          layer.style.background = rect.getAttribute("fill") === "none" ? "transparent" : rect.getAttribute("fill") + "33";
          layer.style.transform = "translateZ(" + (parseInt(g.getAttribute("data-depth"), 10) * 60) + "px)";
          var content = g.querySelector("text");
          layer.textContent = content ? content.textContent : "";
          scene.appendChild(layer);
        }
        var drag = null;
        stage.addEventListener("mousedown", function (e) { drag = { x: e.clientX, y: e.clientY, rx: state.rotateX, ry: state.rotateY }; e.preventDefault(); });
        window.addEventListener("mouseup", function () { drag = null; });
        window.addEventListener("mousemove", function (e) {
          if (!drag || !state.exploded) { return; }
          state.rotateY = drag.ry + (e.clientX - drag.x) / 3;
          state.rotateX = drag.rx - (e.clientY - drag.y) / 3;
          scene.style.transform = "rotateX(" + state.rotateX + "deg) rotateY(" + state.rotateY + "deg)";
        });
        scene.addEventListener("click", function (e) {
          var layer = e.target.closest(".layer");
          if (layer) { select(layer.getAttribute("data-id")); }
        });
        figure.appendChild(stage);
        return stage;
      }
      // An animated step played tick by tick at its own pace: each view's rectangle (and its
      // text, moved with its origin) at each tick's frame, then back to the end state.
      function play(event) {
        var section = event.target.closest("section.step");
        var ticks = JSON.parse(section.querySelector("script.ticks").textContent);
        var groups = section.querySelectorAll("svg g.view");
        var finals = [];
        for (var i = 0; i < groups.length; i++) {
          var rect = groups[i].querySelector("rect");
          finals.push([+rect.getAttribute("x"), +rect.getAttribute("y"), +rect.getAttribute("width"), +rect.getAttribute("height")]);
        }
        function apply(frames) {
          for (var i = 0; i < groups.length; i++) {
            var f = frames ? frames[groups[i].getAttribute("data-id")] : null;
            var rect = groups[i].querySelector("rect");
            var end = finals[i];
            var now = f ? [Math.min(f[0], f[0] + f[2]), Math.min(f[1], f[1] + f[3]), Math.abs(f[2]), Math.abs(f[3])] : end;
            rect.setAttribute("x", now[0]); rect.setAttribute("y", now[1]);
            rect.setAttribute("width", now[2]); rect.setAttribute("height", now[3]);
            var texts = groups[i].querySelectorAll("text, polygon");
            for (var t = 0; t < texts.length; t++) {
              texts[t].setAttribute("transform", "translate(" + (now[0] - end[0]) + " " + (now[1] - end[1]) + ")");
            }
          }
        }
        section.classList.add("playing");
        var start = performance.now();
        var index = 0;
        function frame() {
          var elapsed = (performance.now() - start) / 1000;
          while (index < ticks.length - 1 && ticks[index + 1].time <= elapsed) { index++; }
          apply(ticks[index].frames);
          if (index < ticks.length - 1) { requestAnimationFrame(frame); } else { apply(null); section.classList.remove("playing"); }
        }
        apply(ticks[0].frames);
        requestAnimationFrame(frame);
      }
      function setup() {
        var slider = $("slider");
        if (slider) {
          slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
          $("prev").addEventListener("click", function () { show(state.step - 1); });
          $("next").addEventListener("click", function () { show(state.step + 1); });
        }
        var button = $("explode");
        if (button) { button.addEventListener("click", function () { explode(!state.exploded); }); }
        var main = document.querySelector("main");
        if (main) {
          main.addEventListener("click", function (e) {
            if (e.target.closest(".stage")) { return; }
            var target = e.target.closest("g.view, tr[data-id]");
            if (target) { select(target.getAttribute("data-id")); }
          });
        }
        var plays = document.querySelectorAll("button.play");
        for (var p = 0; p < plays.length; p++) { plays[p].addEventListener("click", play); }
        var environment = $("environment");
        if (environment) {
          environment.addEventListener("change", function () {
            var parts = [];
            var fields = environment.querySelectorAll("select");
            for (var i = 0; i < fields.length; i++) {
              if (fields[i].value) { parts.push(fields[i].name + "=" + encodeURIComponent(fields[i].value)); }
            }
            remember();
            location.search = "?" + parts.join("&");
          });
        }
        show(state.step);
      }
      document.addEventListener("keydown", function (event) {
        if (event.target === $("slider") || event.altKey || event.ctrlKey || event.metaKey) { return; }
        if (event.key === "ArrowLeft") { show(state.step - 1); event.preventDefault(); }
        if (event.key === "ArrowRight") { show(state.step + 1); event.preventDefault(); }
        if (event.key === "e") { explode(!state.exploded); }
        if (event.key === "Escape") { select(null); }
      });
      function poll() {
        fetch("api/state" + query("?"), { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
          if (state.version === null) { state.version = s.version; }
          if (s.version === state.version) { return; }
          state.version = s.version;
          return fetch("./" + query("?"), { cache: "no-store" }).then(function (r) { return r.text(); }).then(function (html) {
            var page = new DOMParser().parseFromString(html, "text/html");
            document.body.innerHTML = page.body.innerHTML;
            document.title = page.title;
            setup();
          });
        }).catch(function () {}).then(function () { setTimeout(poll, 300); });
      }
      setup();
      if (document.body.hasAttribute("data-live")) {
        var first = document.body.getAttribute("data-version");
        state.version = first === null ? null : parseInt(first, 10);
        setTimeout(poll, 300);
      }
      window.layoutsim = { show: show, select: select, explode: explode, state: state };
    })();
    """
}
