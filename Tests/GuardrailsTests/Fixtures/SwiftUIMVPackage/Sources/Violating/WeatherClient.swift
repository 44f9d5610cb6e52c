// expected: client-captures-self
import SwiftUI

struct WeatherClient {
    var forecast: @Sendable (_ city: String) async throws -> Forecast
}

extension WeatherClient {
    static func live(api: WeatherAPI) -> WeatherClient {
        WeatherClient(forecast: { city in try await self.decode(api.request(city)) })
    }

    static func mock(forecast: Binding<Forecast>) -> WeatherClient {
        WeatherClient(forecast: { _ in forecast.wrappedValue })
    }
}
