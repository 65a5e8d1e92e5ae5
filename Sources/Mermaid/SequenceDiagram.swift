/// A parsed mermaid `sequenceDiagram`: participants in column order and the events between them, in order.
public struct SequenceDiagram: Sendable, Hashable {
    /// One column: a `participant` (a box), an `actor` (a figure), or one of mermaid 11's participant types.
    public struct Participant: Sendable, Hashable {
        /// The id messages use.
        public var id: String
        /// The text shown (the `as` alias, else the `alias` of its settings, else the id).
        public var label: Label
        /// How it is drawn.
        public var kind: Kind = .participant
        /// Links in its menu (`link A: Wiki @ https://…`, `links A: {…}`), in order.
        public var links: [Link] = []

        /// Whether it is drawn as an actor's figure.
        public var isActor: Bool { kind == .actor }

        /// The symbol of a column: `participant` and `actor`, or the `type` of `participant A@{ "type": … }`.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case participant, actor, boundary, control, entity, database, collections, queue
        }

        /// One entry of a participant's menu.
        public struct Link: Sendable, Hashable {
            /// The text shown.
            public var title: String
            /// Where it goes, as written.
            public var url: String
            /// The 1-based line of its statement.
            public var line: Int
        }
    }

    /// How a message's line is drawn and how it ends (mermaid's arrows).
    public struct Arrow: Sendable, Hashable {
        /// `-->>`, `-->`, `--x`, `--)`: a dotted line (a reply).
        public var dotted: Bool
        /// What the line ends with.
        public var head: Head
        /// What the line starts with: `<<->>` has a head at both ends; `/|-` and the other reverse half arrows
        /// only there.
        public var startHead: Head = .none
        /// `A()->>B`: the message leaves from a small circle on the sender's lifeline (a central connection).
        public var centralFrom = false
        /// `A->>()B`: the message ends on a small circle on the receiver's lifeline.
        public var centralTo = false

        /// The end of a message's line.
        public enum Head: Sendable, Hashable {
            /// `->`, `-->`: no head.
            case none
            /// `->>`, `-->>`: a filled arrowhead.
            case filled
            /// `-x`, `--x`: a cross (the message is lost).
            case cross
            /// `-)`, `--)`: an open arrowhead (asynchronous).
            case open
            /// `-|\`: the top half of a filled head; `-|/`: its bottom half.
            case halfTop, halfBottom
            /// `-\\`: one stroke of an open head, on top; `-//`: below.
            case stickTop, stickBottom
        }
    }

    /// Where a note sits.
    public enum NotePlacement: Sendable, Hashable {
        case leftOf(String)
        case rightOf(String)
        /// Over one participant, or spanning from the first to the second.
        case over(String, String?)
    }

    /// What a block is (`loop`, `alt`, `opt`, `par`, `critical`, `break`).
    public enum BlockKind: String, Sendable, Hashable {
        case loop, alt, opt, par, critical, `break`
    }

    /// One event, in order.
    public enum Event: Sendable, Hashable {
        /// A message from one participant to another (or itself), with its number when `autonumber` is on.
        case message(from: String, to: String, arrow: Arrow, text: Label, number: Int?, line: Int)
        /// A note.
        case note(NotePlacement, text: Label, line: Int)
        /// The start of a block, with its condition or title.
        case blockStart(BlockKind, text: Label, line: Int)
        /// `else` (in `alt`), `and` (in `par`) or `option` (in `critical`): a new section of the open block.
        case blockSection(text: Label, line: Int)
        /// `end` of the innermost open block.
        case blockEnd(line: Int)
        /// `rect <colour>`: the events up to its `end` are drawn on a background of that CSS colour, as the
        /// author wrote it (the renderer reads it).
        case backgroundStart(color: String, line: Int)
        /// `end` of a `rect`.
        case backgroundEnd(line: Int)
        /// `activate A` (or `+` after an arrow: the receiver), and `deactivate A` (or `-`: the sender): the
        /// participant's bar on its lifeline starts or ends here.
        case activate(String, line: Int)
        case deactivate(String, line: Int)
        /// `create participant A`: A appears at the next message to or from it, not at the top.
        case create(String, line: Int)
        /// `destroy A`: A's lifeline ends, with a cross, at the next message to or from it.
        case destroy(String, line: Int)
    }

    /// A `box` around participants: what follows `box` (a colour, a title, or both) and the participants declared
    /// inside it.
    public struct Box: Sendable, Hashable {
        /// The text after `box`, as written: `Aqua Group`, `rgb(33, 66, 99) Title`, `transparent`, `Title`.
        public var text: String
        /// The ids of the participants declared inside it, in order.
        public var participants: [String]
        /// The 1-based line of `box`.
        public var line: Int
    }

    /// The columns, in the order they were declared or first used.
    public var participants: [Participant]
    /// The `box` groups, in order.
    public var boxes: [Box] = []
    /// The events, in order.
    public var events: [Event]
    /// `title`, or `accTitle:`.
    public var accessibleTitle: String?
    /// `title`: drawn above the diagram too.
    public var title: String?
    /// `accDescr:`.
    public var accessibleDescription: String?
    /// Lines that were read but are not drawn (such as `box` groups), with why.
    public var warnings: [DiagramWarning]

    /// Creates a diagram.
    public init(
        participants: [Participant] = [], events: [Event] = [], accessibleTitle: String? = nil,
        accessibleDescription: String? = nil, warnings: [DiagramWarning] = []
    ) {
        self.participants = participants
        self.events = events
        self.accessibleTitle = accessibleTitle
        self.accessibleDescription = accessibleDescription
        self.warnings = warnings
    }

    /// The messages, in order.
    public var messageCount: Int {
        events.reduce(0) { count, event in
            if case .message = event { return count + 1 }
            return count
        }
    }
}
