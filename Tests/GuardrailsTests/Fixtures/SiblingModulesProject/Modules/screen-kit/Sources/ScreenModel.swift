@MainActor
open class ScreenModel<State> {
    public private(set) var state: State

    public init(state: State) {
        self.state = state
    }

    public func show(_ state: State) {
        self.state = state
    }
}
