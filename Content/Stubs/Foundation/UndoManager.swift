/// Undo and redo stack.
open class UndoManager: NSObject {
    public override init() { fatalError() }
    open func undo() { fatalError() }
    open func redo() { fatalError() }
    open var canUndo: Bool { fatalError() }
    open var canRedo: Bool { fatalError() }
}
