import Testing

@testable import Mermaid

@Suite struct SequenceParserTests {
    let lifecycle = """
        sequenceDiagram
          %% The seam between the two frameworks.
          actor U as Usuario
          participant H as UIHostingController
          participant V as Vista SwiftUI
          U->>H: toca el botón
          H->>+V: body
          V-->>-H: vista<br>nueva
          H-)U: animación
          V-xH: se pierde
          H->V: sin cabeza
          H-->V: punteada
          V--)H: asíncrona
          V--xH: perdida
          Note right of V: solo iOS 16+
          Note over H,V: el puente
          loop cada cambio
            V->>V: recalcula
          end
          alt iOS 16
            H->>V: NavigationStack
          else iOS 15
            H->>V: NavigationView
          end
        """

    @Test func participantsActorsAndAliasesInDeclarationOrder() throws {
        let diagram = try SequenceParser.parse(lifecycle)
        #expect(diagram.participants.map(\.id) == ["U", "H", "V"])
        #expect(diagram.participants.map(\.label.plainText) == ["Usuario", "UIHostingController", "Vista SwiftUI"])
        #expect(diagram.participants.map(\.isActor) == [true, false, false])
        // Used before declared: a column in order of first use.
        let used = try SequenceParser.parse("sequenceDiagram\n  B->>A: hola\n  participant C\n")
        #expect(used.participants.map(\.id) == ["B", "A", "C"])
    }

    /// The header keyword may be followed by a tab as by a space; with anything else after it on its line the
    /// source is not a sequence diagram, and the flowchart parser says what to change (ErrorTests).
    @Test func theHeaderMayEndWithATabOrASpace() throws {
        #expect(SequenceParser.isSequence("sequenceDiagram\t\nA->>B: hola"))
        #expect(try SequenceParser.parse("sequenceDiagram\t\nA->>B: hola").messageCount == 1)
        #expect(SequenceParser.isSequence("sequenceDiagram \nA->>B: hola"))
        #expect(SequenceParser.isSequence("sequenceDiagram;A->>B: hola"))
    }

    /// `;` separates statements, on the header's line too, as in mermaid; an entity's `;` (`#35;`) does not.
    @Test func semicolonsSeparateStatements() throws {
        let diagram = try SequenceParser.parse(
            "sequenceDiagram;Alice->>Bob: hola;Bob-->>Alice: #35;1 ; Note over Bob: x")
        #expect(diagram.participants.map(\.id) == ["Alice", "Bob"])
        #expect(diagram.messageCount == 2)
        let texts = diagram.events.compactMap { event -> String? in
            if case .message(_, _, _, let text, _, _) = event { return text.plainText }
            return nil
        }
        #expect(texts == ["hola", "#1"])
        // A statement after a ';' is read, and reported, at its own column.
        #expect {
            try SequenceParser.parse("sequenceDiagram\n  A->>B: x; A hola B")
        } throws: { error in
            (error as? DiagramError).map { $0.line == 2 && $0.column == 13 } ?? false
        }
    }

    /// The title: a `title` statement (with or without a colon), else the front matter's `title:`.
    @Test func titlesFromTheStatementOrTheFrontMatter() throws {
        for source in [
            "sequenceDiagram\n  title Pedido\n  A->>B: x", "sequenceDiagram\n  title: Pedido\n  A->>B: x",
            "sequenceDiagram\n  title:Pedido\n  A->>B: x", "---\ntitle: \"Pedido\"\n---\nsequenceDiagram\n  A->>B: x",
        ] {
            let diagram = try SequenceParser.parse(source)
            #expect(diagram.title == "Pedido", "\(source)")
            #expect(diagram.accessibleTitle == "Pedido", "\(source)")
        }
        let both = try SequenceParser.parse("---\ntitle: Fuera\n---\nsequenceDiagram\n  title Dentro\n  A->>B: x")
        #expect(both.title == "Dentro")
    }

    /// mermaid's `wrap:` and `nowrap:` before a message's or note's text are never drawn as text; `wrap:` (which
    /// Puente does not do) is a warning.
    @Test func wrapPrefixesAreNotText() throws {
        let diagram = try SequenceParser.parse(
            "sequenceDiagram\n  A->>B: wrap: un texto largo\n  B->>A:nowrap:corto\n  Note over A: wrap: nota\n")
        let texts = diagram.events.compactMap { event -> String? in
            switch event {
            case .message(_, _, _, let text, _, _): text.plainText
            case .note(_, let text, _): text.plainText
            default: nil
            }
        }
        #expect(texts == ["un texto largo", "corto", "nota"])
        #expect(diagram.warnings.map(\.line) == [2, 4])
        #expect(diagram.warnings.allSatisfy { $0.message.hasPrefix("'wrap:' is not drawn") })
    }

    /// Keywords in any case mean what they mean in lower case, as in mermaid: `Else` is a section of `alt`,
    /// `Activate` activates, `Participant` declares.
    @Test func keywordsAreReadInAnyCase() throws {
        let diagram = try SequenceParser.parse(
            "sequenceDiagram\n  Participant B as Banco\n  Alt sí\n    A->>B: x\n  Else no\n    Activate B\n"
                + "    B->>A: y\n    Deactivate B\n  End\n")
        #expect(diagram.participants.map(\.label.plainText) == ["Banco", "A"])
        #expect(diagram.events.contains(.activate("B", line: 6)))
        #expect(diagram.events.contains(.deactivate("B", line: 8)))
        #expect(diagram.events.contains { if case .blockSection = $0 { true } else { false } })
    }

    /// Mermaid 11's participant types and menus, central connections, bidirectional and half arrows.
    @Test func mermaid11ParticipantsAndArrows() throws {
        let diagram = try SequenceParser.parse(
            #"""
            sequenceDiagram
              participant API@{ "type": "boundary" } as API pública
              actor DB@{ "type": "database" }
              participant Svc@{ "type": "control", "alias": "Servicio" }
              participant E@{ type: entity }
              participant C@{ "type": "collections", "alias": "Interno" } as Colecciones
              participant Q@{ "type": "queue" }
              link API: Wiki @ https://example.com/wiki
              links Svc: {"Panel": "https://example.com/panel", "Docs": "https://example.com/docs"}
              API->>()Svc: uno
              Svc()->>API: dos
              Svc()-->>()DB: tres
              API<<->>DB: cuatro
              API<<-->>DB: cinco
              API-|\E: seis
              API--|/E: siete
              API-\\E: ocho
              API-//E: nueve
              E/|-API: diez
              E\\--API: once
            """#)
        #expect(diagram.participants.map(\.kind) == [.boundary, .database, .control, .entity, .collections, .queue])
        #expect(
            diagram.participants.map(\.label.plainText) == ["API pública", "DB", "Servicio", "E", "Colecciones", "Q"])
        #expect(diagram.participants[0].links.map(\.url) == ["https://example.com/wiki"])
        #expect(diagram.participants[2].links.map(\.title) == ["Panel", "Docs"])
        let arrows: [SequenceDiagram.Arrow] = diagram.events.compactMap {
            guard case .message(_, _, let arrow, _, _, _) = $0 else { return nil }
            return arrow
        }
        #expect(
            arrows == [
                .init(dotted: false, head: .filled, centralTo: true),
                .init(dotted: false, head: .filled, centralFrom: true),
                .init(dotted: true, head: .filled, centralFrom: true, centralTo: true),
                .init(dotted: false, head: .filled, startHead: .filled),
                .init(dotted: true, head: .filled, startHead: .filled),
                .init(dotted: false, head: .halfTop), .init(dotted: true, head: .halfBottom),
                .init(dotted: false, head: .stickTop), .init(dotted: false, head: .stickBottom),
                .init(dotted: false, head: .none, startHead: .halfTop),
                .init(dotted: true, head: .none, startHead: .stickBottom),
            ])
        #expect(diagram.participants.count == 6)
        #expect(diagram.warnings.isEmpty)
    }

    /// Syntax Puente does not read, and every arrow typo, is an error at its place naming it, never a participant
    /// with punctuation in its name (mermaid's docs: 62 diagrams were drawn wrong this way before).
    @Test(arguments: [
        (
            "participant Alice@{ \"type\": \"bundary\" }", 31,
            "unknown participant type 'bundary'; did you mean 'boundary'?"
        ),
        (
            "participant Alice@{ \"typ\": \"boundary\" }", 23,
            "unknown key 'typ' in the settings of participant 'Alice'; did you mean 'type'?"
        ),
        ("participant Alice@{ \"type\": \"boundary\" } Bob", 44, "expected 'as Alias' or end of line"),
        ("participant Alice@{ \"type\": \"boundary\"", 20, "unclosed '@{' of participant 'Alice'"),
        ("Alice->>(John: hola", 11, "'(' next to an arrow"),
        ("Alice->>John(): hola", 15, "'()' marks a central connection only next to the arrow"),
        ("Alice<->>John: hola", 8, "an arrow starts with '<' only as '<<->>' or '<<-->>'"),
        ("link Alice Wiki @ https://example.com", 3, "expected 'link A: …' (a participant's name, then ':')"),
        ("link Alice: Mal @ javascript:alert(1)", 3, "menu link 'Mal' of 'Alice' goes to 'javascript:alert(1)'"),
        ("link Alice: Otro @ ../es/otro.md", 3, "a menu link must be an https://, http:// or mailto: address"),
        ("links Alice: {\"Wiki\": }", 17, "expected \"Title\": \"https://…\" in the links"),
        ("U->>>H: hola", 7, "a '>' too many"),
        ("U-->>>H: hola", 8, "a '>' too many"),
        ("U--->H: hola", 4, "'-' too many"),
        ("U->>++H: hola", 8, "an activation '+' too many"),
        ("U,V->>H: hola", 4, "a ','"),
    ])
    func syntaxNotDrawnYetAndTyposAreErrors(statement: String, column: Int, message: String) {
        #expect {
            try SequenceParser.parse("sequenceDiagram\n  \(statement)\n")
        } throws: { error in
            guard let error = error as? DiagramError else { return false }
            return error.line == 2 && error.column == column && error.message.contains(message)
        }
    }

    /// Every arrow with every character mermaid gives a meaning to (or none) before or after it: each source is
    /// drawn with participants named by letters only, or refused; never a participant holding punctuation.
    @Test func noArrowTypoMakesAParticipantOfPunctuation() {
        let extras = ["", "<", "<<", ">", ">>", "-", "+", "++", "()", "@{ }", ",", "x", ")", "(", "--"]
        var refused = 0
        var drawn = 0
        for (arrow, _) in SequenceParser.arrows {
            for before in extras {
                for after in extras {
                    let source = "sequenceDiagram\n  Alice\(before)\(arrow)\(after)Bob: hola\n"
                    guard let diagram = try? SequenceParser.parse(source) else {
                        refused += 1
                        continue
                    }
                    drawn += 1
                    for participant in diagram.participants {
                        #expect(
                            !participant.id.contains { "<>()@{},+".contains($0) } && !participant.id.hasPrefix("-")
                                && !participant.id.hasSuffix("-"),
                            "\(source) made a participant '\(participant.id)'")
                    }
                }
            }
        }
        #expect(refused > 0 && drawn > 0)
    }

    @Test func everyArrowIsRead() throws {
        let diagram = try SequenceParser.parse(lifecycle)
        let arrows: [(String, SequenceDiagram.Arrow)] = diagram.events.compactMap {
            guard case .message(let from, let to, let arrow, _, _, _) = $0 else { return nil }
            return ("\(from)\(to)", arrow)
        }
        #expect(arrows.count == 12)
        let expected: [SequenceDiagram.Arrow] = [
            .init(dotted: false, head: .filled), .init(dotted: false, head: .filled),
            .init(dotted: true, head: .filled),
            .init(dotted: false, head: .open), .init(dotted: false, head: .cross), .init(dotted: false, head: .none),
            .init(dotted: true, head: .none), .init(dotted: true, head: .open), .init(dotted: true, head: .cross),
        ]
        #expect(Array(arrows.prefix(9).map(\.1)) == expected)
        guard case .message(_, _, _, let text, _, _) = diagram.events[3] else { Issue.record("no message"); return }
        #expect(text.lines.count == 2)
        // `+` activates the receiver after its message, `-` deactivates the sender after its own.
        #expect(diagram.warnings.isEmpty)
        #expect(diagram.events[2] == .activate("V", line: 7))
        guard case .message(let from, _, _, _, _, _) = diagram.events[3] else { Issue.record("no message"); return }
        #expect(from == "V")
        #expect(diagram.events[4] == .deactivate("V", line: 8))
    }

    @Test func notesAndBlocks() throws {
        let diagram = try SequenceParser.parse(lifecycle)
        let notes = diagram.events.compactMap { event -> SequenceDiagram.NotePlacement? in
            if case .note(let placement, _, _) = event { return placement }
            return nil
        }
        #expect(notes == [.rightOf("V"), .over("H", "V")])
        let blocks = diagram.events.compactMap { event -> String? in
            switch event {
            case .blockStart(let kind, let text, _): "\(kind.rawValue) \(text.plainText)"
            case .blockSection(let text, _): "| \(text.plainText)"
            case .blockEnd: "end"
            default: nil
            }
        }
        #expect(blocks == ["loop cada cambio", "end", "alt iOS 16", "| iOS 15", "end"])
    }

    @Test func rectBackgroundsNestWithBlocks() throws {
        let diagram = try SequenceParser.parse(
            "sequenceDiagram\n  rect rgb(230, 240, 255)\n    A->>B: uno\n    loop siempre\n      rect #fee\n"
                + "        B->>A: dos\n      end\n    end\n  end\n  box Aqua Grupo\n  end\n")
        let kinds = diagram.events.compactMap { event -> String? in
            switch event {
            case .backgroundStart(let color, let line): "rect \(color) @\(line)"
            case .backgroundEnd(let line): "end rect @\(line)"
            case .blockStart(let kind, _, _): kind.rawValue
            case .blockEnd: "end"
            default: nil
            }
        }
        #expect(kinds == ["rect rgb(230, 240, 255) @2", "loop", "rect #fee @5", "end rect @7", "end", "end rect @9"])
        // `box` groups the participants declared inside it (none here), apart from the blocks.
        #expect(diagram.warnings.isEmpty)
        #expect(diagram.boxes == [.init(text: "Aqua Grupo", participants: [], line: 10)])
    }

    @Test func boxesCreateAndDestroy() throws {
        let diagram = try SequenceParser.parse(
            """
            sequenceDiagram
              box Aqua App
                participant V
                actor M as Modelo
              end
              V->>M: uno
              create participant T
              M->>T: crear
              destroy T
              T-->>M: listo
            """)
        #expect(diagram.boxes.map(\.participants) == [["V", "M"]])
        #expect(diagram.participants.map(\.id) == ["V", "M", "T"])
        #expect(diagram.events.contains(.create("T", line: 7)))
        #expect(diagram.events.contains(.destroy("T", line: 9)))
        #expect(diagram.warnings.isEmpty)
    }

    @Test(arguments: [
        ("sequenceDiagram\n  box A\n  box B\n  end\n  end\n", 3, "a 'box' cannot hold another"),
        ("sequenceDiagram\n  loop x\n  box B\n  end\n  end\n", 3, "a 'box' goes outside every block"),
        ("sequenceDiagram\n  A->>B: x\n  create participant B\n", 3, "'B' is already in the diagram"),
        ("sequenceDiagram\n  create B\n", 2, "expected 'create participant A' or 'create actor A'"),
    ])
    func boxAndCreateErrors(source: String, line: Int, message: String) {
        #expect {
            try SequenceParser.parse(source)
        } throws: { error in
            guard let error = error as? DiagramError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test func autonumberNumbersTheMessages() throws {
        let diagram = try SequenceParser.parse("sequenceDiagram\n  autonumber 10 5\n  A->>B: uno\n  B-->>A: dos\n")
        let numbers = diagram.events.compactMap { event -> Int? in
            if case .message(_, _, _, _, let number, _) = event { return number }
            return nil
        }
        #expect(numbers == [10, 15])
    }

    /// As mermaid counts: every message advances the counter, shown or not, so `off` and a later `autonumber`
    /// resume the count; a new start and step apply from there.
    @Test func autonumberOffAndResume() throws {
        let diagram = try SequenceParser.parse(
            """
            sequenceDiagram
              A->>B: sin número
              autonumber
              A->>B: dos
              autonumber off
              B->>A: oculto
              autonumber
              A->>B: cuatro
              autonumber 20 10
              B->>A: veinte
              A->>B: treinta
            """)
        let numbers = diagram.events.map { event -> Int? in
            if case .message(_, _, _, _, let number, _) = event { return number }
            return -1
        }
        #expect(numbers == [nil, 2, nil, 4, 20, 30])
    }

    @Test(arguments: [
        ("sequenceDiagram\n  A->>B: hola\n  end\n", 3, "'end' without an open block"),
        ("sequenceDiagram\n  else nada\n", 2, "'else' outside an 'alt' block"),
        ("sequenceDiagram\n  loop siempre\n    A->>B: x\n", 2, "this block has no 'end'"),
        ("sequenceDiagram\n  A hola B\n", 2, "expected a message such as 'A->>B: text'"),
        ("sequenceDiagram\n  Note encima de A: x\n", 2, "expected 'right of', 'left of' or 'over'"),
        ("sequenceDiagram\n  A->>B: x\n  deactivate B\n", 3, "'B' is not active here"),
        ("sequenceDiagram\n  A->>-B: x\n", 2, "'A' is not active here"),
        ("sequenceDiagram\n  rect\n    A->>B: x\n  end\n", 2, "expected a colour after 'rect'"),
        ("sequenceDiagram\n  rect #eee\n    A->>B: x\n", 2, "this block has no 'end'"),
    ])
    func errorsPointAtTheirLine(source: String, line: Int, message: String) {
        #expect {
            try SequenceParser.parse(source)
        } throws: { error in
            guard let error = error as? DiagramError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test func onlyTheSequenceHeaderIsASequence() {
        #expect(SequenceParser.isSequence("\n%% comentario\nsequenceDiagram\n  A->>B: x"))
        #expect(SequenceParser.isSequence("---\ntitle: Ciclo\n---\nsequenceDiagram\n"))
        #expect(!SequenceParser.isSequence("flowchart TD\n  A --> B"))
    }
}
