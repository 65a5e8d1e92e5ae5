import Foundation

/// A URL session task that communicates over the WebSockets protocol (NSURLSession.h).
@_inheritsConvenienceInitializers open class URLSessionWebSocketTask: URLSessionTask, @unchecked Sendable {
    public override init() { fatalError() }
    /// `NSURLSessionWebSocketCloseCode`.
    @objc(NSURLSessionWebSocketCloseCode)
    public enum CloseCode: Int, @unchecked Sendable {
        case invalid = 0
        case normalClosure = 1000
        case goingAway = 1001
        case protocolError = 1002
        case unsupportedData = 1003
        case noStatusReceived = 1005
        case abnormalClosure = 1006
        case invalidFramePayloadData = 1007
        case policyViolation = 1008
        case messageTooBig = 1009
        case mandatoryExtensionMissing = 1010
        case internalServerError = 1011
        case tlsHandshakeFailure = 1015
    }
    open func sendPing(pongReceiveHandler: @escaping @Sendable ((any Error)?) -> Void) { fatalError() }
    open func cancel(with closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?) { fatalError() }
    open var maximumMessageSize: Int { get { fatalError() } set { } }
    open var closeCode: URLSessionWebSocketTask.CloseCode { fatalError() }
    open var closeReason: Data? { fatalError() }
}

extension URLSession {
    open func webSocketTask(with url: URL) -> URLSessionWebSocketTask { fatalError() }
    open func webSocketTask(with url: URL, protocols: [String]) -> URLSessionWebSocketTask { fatalError() }
    open func webSocketTask(with request: URLRequest) -> URLSessionWebSocketTask { fatalError() }
}

/// A protocol that defines methods that URL session instances call on their delegates to handle task-level events specific to WebSocket tasks.
@objc public protocol URLSessionWebSocketDelegate: URLSessionTaskDelegate {
    @objc optional func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?)
    @objc optional func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didCloseWith closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?)
}
