/// Thrown by a spec step that failed in a way the rest of the spec cannot recover from; the failure is
/// already recorded, so the contract only stops the spec.
struct SpecStop: Error {}
