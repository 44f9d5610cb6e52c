// expected: hardcoded-color
import SwiftUI

struct TabBadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .foregroundColor(.white)
            .padding(4)
            .background(Circle().fill(Color.orange))
    }
}
