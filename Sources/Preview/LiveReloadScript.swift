/// The browser side of live reload: the script the preview serves at `/__puente/live.js`, and the tag it
/// adds to every HTML page.
///
/// The site's pages carry a strict Content-Security-Policy (`script-src 'self'; style-src 'self';
/// connect-src 'self'`), so the script is an external same-origin module, connects to the same origin, and
/// styles the overlay through the CSSOM (`element.style.x = …`), which `style-src` does not restrict; it
/// never writes a `style` attribute or a `<style>` element. Problem texts are set with `textContent` only,
/// since messages can quote markup such as `<script>`.
enum LiveReloadScript {
    /// The URL path of the script.
    static let path = "/__puente/live.js"

    /// The URL path of the event stream.
    static let eventsPath = "/__puente/events"

    /// The tag injected into HTML pages.
    static let tag = "<script type=\"module\" src=\"/__puente/live.js\"></script>"

    /// Returns `html` with the script tag inserted before the last `</body>` (any letter case), or
    /// appended when there is none.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let tagBytes = Array(tag.utf8)
        guard let index = lastIndexOfClosingBody(in: html) else { return html + tagBytes }
        var output = html
        output.insert(contentsOf: tagBytes, at: index)
        return output
    }

    /// The offset of the last `</body` in `html`, compared ASCII-case-insensitively.
    static func lastIndexOfClosingBody(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        var start = html.count - needle.count
        while start >= 0 {
            var matches = true
            for offset in 0..<needle.count {
                var byte = html[start + offset]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != needle[offset] {
                    matches = false
                    break
                }
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }

    /// The script, served as `text/javascript`.
    static let source = #"""
        // Puente preview: reloads the page after each successful build, and lists the problems of a failed
        // build over the page. Served by `puente serve`; never part of the built site.
        const events = new EventSource("/__puente/events");
        const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
        let version = null;
        let shownProblems = null;
        let panel = null;

        events.addEventListener("hello", (event) => {
          let data = {};
          try { data = JSON.parse(event.data); } catch { return; }
          // A new version while this page was disconnected: it missed a reload.
          if (version !== null && data.version !== version) { location.reload(); return; }
          version = data.version;
        });

        events.addEventListener("reload", () => { location.reload(); });

        events.addEventListener("problems", (event) => {
          let problems = [];
          try { problems = JSON.parse(event.data); } catch { problems = []; }
          show(Array.isArray(problems) ? problems : []);
        });

        darkScheme.addEventListener("change", () => { if (shownProblems) { show(shownProblems); } });

        function colors() {
          return darkScheme.matches
            ? { background: "#231316", text: "#f6e8ea", accent: "#ff8a94", border: "#ff8a94", code: "#331d21", button: "#3d2428" }
            : { background: "#fff6f6", text: "#2b0c10", accent: "#a3111d", border: "#a3111d", code: "#fde4e6", button: "#ffffff" };
        }

        function element(tag, styles, text) {
          const node = document.createElement(tag);
          Object.assign(node.style, styles);
          if (text !== undefined) { node.textContent = text; }
          return node;
        }

        function hide() {
          if (panel) { panel.remove(); panel = null; }
          shownProblems = null;
        }

        function show(problems) {
          const hadFocus = panel !== null && panel.contains(document.activeElement);
          if (panel) { panel.remove(); }
          shownProblems = problems;
          const palette = colors();
          panel = element("section", {
            position: "fixed", top: "0", left: "0", right: "0", zIndex: "2147483647",
            maxHeight: "75vh", overflow: "auto", boxSizing: "border-box", margin: "0",
            padding: "16px 20px", background: palette.background, color: palette.text,
            borderBottom: "4px solid " + palette.border, boxShadow: "0 6px 24px rgba(0, 0, 0, 0.35)",
            font: "14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", textAlign: "left",
          });
          panel.setAttribute("role", "alertdialog");
          panel.setAttribute("aria-modal", "false");
          panel.setAttribute("aria-labelledby", "puente-problems-title");
          panel.setAttribute("aria-describedby", "puente-problems-list");
          panel.setAttribute("lang", "en");
          panel.setAttribute("dir", "ltr");

          const header = element("div", { display: "flex", alignItems: "center", gap: "12px", marginBottom: "8px" });
          const count = problems.length === 1 ? "1 problem" : problems.length + " problems";
          const title = element("h2", { margin: "0", flex: "1", font: "bold 16px/1.4 system-ui, sans-serif", color: palette.accent },
            "Build failed: " + count);
          title.id = "puente-problems-title";
          const dismiss = element("button", {
            font: "14px system-ui, sans-serif", padding: "4px 12px", cursor: "pointer", color: palette.text,
            background: palette.button, border: "1px solid " + palette.border, borderRadius: "4px",
          }, "Dismiss");
          dismiss.type = "button";
          dismiss.addEventListener("click", hide);
          header.append(title, dismiss);

          const list = element("ol", { margin: "0", padding: "0", listStyle: "none" });
          list.id = "puente-problems-list";
          for (const problem of problems) {
            const item = element("li", { margin: "0 0 12px 0" });
            const where = String(problem.file ?? "") + ":" + Number(problem.line ?? 0) + ":" + Number(problem.column ?? 0);
            const heading = element("p", { margin: "0", whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
            heading.append(
              element("strong", {}, where + ": " + String(problem.severity ?? "error") + ": "),
              document.createTextNode(String(problem.message ?? "")));
            item.append(heading);
            if (problem.excerpt) {
              item.append(element("pre", {
                margin: "6px 0 0 0", padding: "8px 10px", overflow: "auto", background: palette.code,
                color: palette.text, font: "inherit", borderRadius: "4px", whiteSpace: "pre",
              }, String(problem.excerpt)));
            }
            list.append(item);
          }
          panel.append(header, list);
          panel.addEventListener("keydown", (event) => { if (event.key === "Escape") { hide(); } });
          (document.body ?? document.documentElement).append(panel);
          // Take focus for the dialog unless the reader is busy in a form field of the page.
          const active = document.activeElement;
          if (hadFocus || !active || active === document.body) { dismiss.focus({ preventScroll: true }); }
        }
        """#
}
