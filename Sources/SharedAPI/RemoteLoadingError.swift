/// The two ways a remote load fails, whatever the resource: the caller decides what each means to a user.
public enum RemoteLoadingError: Error, Equatable, Sendable {
    /// The client could not complete the request.
    case connectivity
    /// The server answered, but not with something the mapper accepts.
    case invalidData
}
