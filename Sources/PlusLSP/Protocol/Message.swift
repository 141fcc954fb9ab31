/// A JSON-RPC request id: the protocol allows a number or a string, and a reply must carry it
/// back exactly as it came.
package enum RequestID: Codable, Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    package var description: String {
        switch self {
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        }
    }
}

/// One JSON-RPC 2.0 message as it arrives, before its method is known: a request (`id` and
/// `method`), a notification (`method` only) or a reply to a request of the server (`id` with
/// `result` or `error`).
package struct IncomingMessage: Decodable, Sendable {
    package var id: RequestID?
    package var method: String?
    package var params: JSONValue?
    package var result: JSONValue?
    package var error: ResponseError?

    /// True for a request or notification; false for a reply.
    package var isCall: Bool { method != nil }
}

/// The `error` member of a reply.
package struct ResponseError: Codable, Sendable, Equatable, Error {
    package var code: Int
    package var message: String

    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The JSON text could not be parsed.
    package static let parseError = -32700
    /// The JSON is not a valid request object.
    package static let invalidRequest = -32600
    /// No such method.
    package static let methodNotFound = -32601
    /// The parameters do not fit the method.
    package static let invalidParams = -32602
    /// The server failed while answering.
    package static let internalError = -32603
    /// A request arrived before `initialize`.
    package static let serverNotInitialized = -32002
    /// The client cancelled the request (`$/cancelRequest`) before it was answered.
    package static let requestCancelled = -32800
    /// A request arrived after `shutdown`.
    package static let invalidRequestAfterShutdown = -32600
}

/// A reply the server sends: `result` (possibly null) or `error`, never both.
package struct OutgoingResponse<Result: Encodable>: Encodable {
    package var jsonrpc = "2.0"
    /// Null only for a reply to a message whose id could not be read (a parse error).
    package var id: RequestID?
    package var result: Result?
    package var error: ResponseError?

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
}

/// A request or notification the server sends to the client.
package struct OutgoingCall<Params: Encodable>: Encodable {
    package var jsonrpc = "2.0"
    /// Nil for a notification.
    package var id: RequestID?
    package var method: String
    package var params: Params

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) }
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }

    enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }
}

/// `null`, for results that are null (`shutdown`, a hover with nothing to say).
package struct JSONNull: Codable, Sendable {
    package init() {}
    package init(from decoder: any Decoder) throws {}
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
