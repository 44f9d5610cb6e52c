import GuardrailsCore

/// Stored properties that are an object's own reactive plumbing rather than a collaborator: the relay or subject it
/// publishes its results through (`private let _state = PublishRelay<State>()`, `PassthroughSubject`) and the bag keeping
/// its subscriptions alive (`DisposeBag`, an `AnyCancellable`). Built by the object itself, they replace nothing a test
/// would inject.
enum StreamPlumbing {
    private static let types: Set<String> = [
        "DisposeBag", "CompositeDisposable", "AnyCancellable", "PublishRelay", "BehaviorRelay", "ReplayRelay", "PublishSubject",
        "BehaviorSubject", "ReplaySubject", "AsyncSubject", "PassthroughSubject", "CurrentValueSubject",
    ]

    /// The stored property is plumbing: typed (or built) as one of those types.
    static func isPlumbing(_ member: MemberDecl) -> Bool {
        guard let type = member.propertyType, !type.isFunction else { return false }
        return types.contains(type.name)
    }
}
