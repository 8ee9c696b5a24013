#include "render/json_writer.h"

#include <array>
#include <cmath>
#include <nlohmann/json.hpp>

#include "util/strings.h"

namespace arbiter::render {

void JsonWriter::Indent(size_t depth) { out_.append(2 * depth, ' '); }

void JsonWriter::BeforeValue() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (empty_.empty()) return;  // the top level
  out_ += empty_.back() ? "\n" : ",\n";
  empty_.back() = false;
  Indent(empty_.size());
}

JsonWriter& JsonWriter::Open(char bracket) {
  BeforeValue();
  out_ += bracket;
  empty_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::Close(char bracket) {
  const bool empty = empty_.back();
  empty_.pop_back();
  if (!empty) {
    out_ += '\n';
    Indent(empty_.size());
  }
  out_ += bracket;
  return *this;
}

JsonWriter& JsonWriter::Key(std::string_view key) {
  BeforeValue();
  Escaped(key);
  out_ += ": ";
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::String(std::string_view value) {
  BeforeValue();
  Escaped(value);
  return *this;
}

JsonWriter& JsonWriter::Bool(bool value) {
  BeforeValue();
  out_ += value ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::Null() {
  BeforeValue();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::Double(double value) {
  BeforeValue();
  if (!std::isfinite(value)) {
    out_ += "null";
    return *this;
  }
  // nlohmann's own shortest round-trip digits and layout (serializer::dump_float).
  std::array<char, 64> buffer;
  char* end = nlohmann::detail::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  out_.append(buffer.data(), static_cast<size_t>(end - buffer.data()));
  return *this;
}

JsonWriter& JsonWriter::Raw(std::string_view dumped) {
  BeforeValue();
  const std::string indent(2 * empty_.size(), ' ');
  // A dumped value's strings hold no raw newline (escaped), so every '\n' starts a line.
  for (size_t at = 0; at < dumped.size();) {
    const size_t nl = dumped.find('\n', at);
    if (nl == std::string_view::npos) {
      out_.append(dumped.substr(at));
      break;
    }
    out_.append(dumped.substr(at, nl + 1 - at));
    out_ += indent;
    at = nl + 1;
  }
  return *this;
}

void JsonWriter::Escaped(std::string_view s) {
  // Invalid UTF-8 is rare: nlohmann itself writes those strings, with its replacement rules.
  if (!IsValidUtf8(s)) {
    out_ += nlohmann::json(std::string(s))
                .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  out_ += '"';
  size_t run = 0;  // start of the bytes copied as they are
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out_.append(s.substr(run, i - run));
    run = i + 1;
    switch (c) {
      case '"':
        out_ += "\\\"";
        break;
      case '\\':
        out_ += "\\\\";
        break;
      case '\b':
        out_ += "\\b";
        break;
      case '\f':
        out_ += "\\f";
        break;
      case '\n':
        out_ += "\\n";
        break;
      case '\r':
        out_ += "\\r";
        break;
      case '\t':
        out_ += "\\t";
        break;
      default:
        out_ += "\\u00";
        out_ += kHex[c >> 4];
        out_ += kHex[c & 0xF];
    }
  }
  out_.append(s.substr(run));
  out_ += '"';
}

}  // namespace arbiter::render
