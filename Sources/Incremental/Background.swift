import Dispatch

/// A value made on another thread while the caller goes on: a build opens the memo files it will need (reading
/// and checking megabytes) while it lists and reads the site, and ``value`` waits for it where it is used.
public final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var made: Value?

    /// Starts `make` now, on a thread of its own.
    public init(_ make: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.made = make()
            self.done.leave()
        }
    }

    /// The value, once made (waits until then).
    public var value: Value {
        done.wait()
        return made!
    }
}
