/// The Fever API key: the MD5 of `user:password`, in lower-case hexadecimal, which the protocol
/// sends in place of the password and servers compare with the one they computed.
///
/// It is what the account keeps, so the password itself is never stored; but the key opens the
/// account as the password does, so it is kept as a secret too.
enum FeverAPIKey {
  static func make(user: String, password: String) -> String {
    MD5.hexadecimalDigest(of: Array("\(user):\(password)".utf8))
  }
}
