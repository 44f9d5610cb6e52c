/// Lets one caller through at a time, in the order they came. The concurrency specs take turns through it, so two
/// of them never share the cores: each needs every core it can get to open a race's window.
actor Turnstile {
    static let concurrencySpecs = Turnstile()

    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func pass<Result: Sendable>(_ body: @Sendable () async -> Result) async -> Result {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isBusy = true
        }
        let result = await body()
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
        return result
    }
}
