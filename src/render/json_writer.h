// A streaming JSON writer whose output is byte for byte what nlohmann's dump(2) prints for the
// same document (keys in the order written, two spaces per level, "[]" and "{}" for empty
// containers, UTF-8 kept, control characters escaped, invalid UTF-8 replaced by U+FFFD, numbers
// as nlohmann prints them): `search --json` writes its answer with it instead of building a tree
// and dumping it, which cost a tenth of a search. Kept free of nlohmann's header.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::render {

class JsonWriter {
 public:
  JsonWriter& BeginObject() { return Open('{'); }
  JsonWriter& EndObject() { return Close('}'); }
  JsonWriter& BeginArray() { return Open('['); }
  JsonWriter& EndArray() { return Close(']'); }
  // In an object: the next value's key.
  JsonWriter& Key(std::string_view key);
  JsonWriter& String(std::string_view value);
  JsonWriter& Bool(bool value);
  JsonWriter& Null();
  JsonWriter& Double(double value);
  // A value already printed as dump(2) prints it at the top level; its lines are indented to
  // where it lands.
  JsonWriter& Raw(std::string_view dumped);
  // Key(key) then String(value).
  JsonWriter& Field(std::string_view key, std::string_view value) { return Key(key).String(value); }
  JsonWriter& Field(std::string_view key, bool value) { return Key(key).Bool(value); }
  JsonWriter& Field(std::string_view key, const char* value) { return Key(key).String(value); }

  // The document written so far (whole once every container is closed).
  const std::string& str() const { return out_; }
  std::string Take() { return std::move(out_); }

 private:
  JsonWriter& Open(char bracket);   // "{" or "[": a container begins
  JsonWriter& Close(char bracket);  // "}" or "]": it ends, on its own line unless empty
  void BeforeValue();
  void Indent(size_t depth);
  void Escaped(std::string_view s);

  std::string out_;
  std::vector<bool> empty_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace arbiter::render
