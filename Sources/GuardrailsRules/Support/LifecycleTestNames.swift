/// For `make-sut`: `testDeinitReleasesTap`, `test_deinit_doesNotLeak`, `testDeinitialization`: a test named for the
/// deinitializer, which checks what releasing the object does (a leak test), as one named for the initializer checks
/// the construction.
enum LifecycleTestNames {
    static func namesDeinitializer(_ test: String) -> Bool {
        var name = Substring(test)
        if name.hasPrefix("test") { name = name.dropFirst(4).drop { $0 == "_" } }
        guard name.hasPrefix("deinit") || name.hasPrefix("Deinit") else { return false }
        let rest = name.dropFirst(6)
        return rest.isEmpty || rest.first == "_" || rest.first?.isUppercase == true || rest.hasPrefix("ializ")
    }
}
