/*
 Written by hand; the generator owns only the .pb.swift files.
 Copyright the Catalog authors and everyone who has sent a change to them.

 Permission is granted to use, copy, modify and share this file, with or
 without changes, as long as this notice stays at the top of every copy.
 The file is offered as it is, without any promise that it works for any
 purpose; nobody who wrote it answers for what happens when it is used.
 Read the project's licence file for the full terms, which take precedence
 over this short summary wherever the two disagree on anything at all, and
 ask the authors when the two leave a question open.
 */

struct PriceTag: $UNCHECKED_SENDABLE {
    var label = ""
}
