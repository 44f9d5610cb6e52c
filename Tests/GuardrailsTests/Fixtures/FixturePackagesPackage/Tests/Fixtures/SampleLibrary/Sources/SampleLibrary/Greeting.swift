public func greeting(for value: Any) -> String {
    "hello \(value)"
}
