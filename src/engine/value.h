// Value: the small dynamic value used where the kernel meets data (action arguments, object
// properties for assertions, scripted choices). Plain, copyable, comparable, printable.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace arbiter::engine {

using Value = std::variant<std::monostate, bool, int64_t, std::string, std::vector<std::string>>;

// "null", "true", "5", "jinx", "[a, b]": the form the trace and diagnostics print.
std::string ValueToString(const Value& v);

// "nothing", "a boolean", "a number", "a string", "a list of strings": for "expected ..." messages.
const char* ValueTypeName(const Value& v);

inline bool IsNull(const Value& v) { return std::holds_alternative<std::monostate>(v); }

}  // namespace arbiter::engine
