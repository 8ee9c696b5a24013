#include "util/status.h"

namespace arbiter {

std::string Status::ToString() const {
  switch (code_) {
    case Code::kOk:
      return "ok";
    case Code::kNotFound:
      return "not found: " + message_;
    case Code::kInvalidArgument:
      return "invalid argument: " + message_;
    case Code::kCorruption:
      return "corruption: " + message_;
    case Code::kIoError:
      return "I/O error: " + message_;
    case Code::kFailed:
      return "failed: " + message_;
  }
  return message_;
}

}  // namespace arbiter
