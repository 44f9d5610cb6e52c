// DO NOT EDIT.
//
// Written by a code generator from catalog.proto; every run rewrites it.

struct Wire_Product: $UNCHECKED_SENDABLE {
    var name = ""
}
