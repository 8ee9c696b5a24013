// Status and Result<T>: the outcome of an operation that can fail once (leveldb style).
// A Status is a cheap value: ok, or a code plus a message with context. Callers write
//   if (!s.ok()) return s;
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace arbiter {

class Status {
 public:
  enum class Code {
    kOk = 0,
    kNotFound,         // the answer is "no such thing" (exit 1 at the CLI)
    kInvalidArgument,  // bad usage or bad input (exit 2)
    kCorruption,       // a file is malformed or from another schema (exit 2)
    kIoError,          // the filesystem failed us (exit 2)
    kFailed,           // a check ran and its answer is "failed" (exit 1)
  };

  Status() = default;
  static Status Ok() { return Status(); }
  static Status NotFound(std::string msg) { return Status(Code::kNotFound, std::move(msg)); }
  static Status InvalidArgument(std::string msg) {
    return Status(Code::kInvalidArgument, std::move(msg));
  }
  static Status Corruption(std::string msg) { return Status(Code::kCorruption, std::move(msg)); }
  static Status IoError(std::string msg) { return Status(Code::kIoError, std::move(msg)); }
  static Status Failed(std::string msg) { return Status(Code::kFailed, std::move(msg)); }

  bool ok() const { return code_ == Code::kOk; }
  bool IsNotFound() const { return code_ == Code::kNotFound; }
  Code code() const { return code_; }
  const std::string& message() const { return message_; }

  // The CLI exit status for this outcome: 0 ok, 1 not found / failed, 2 bad input.
  int ExitCode() const {
    switch (code_) {
      case Code::kOk:
        return 0;
      case Code::kNotFound:
      case Code::kFailed:
        return 1;
      default:
        return 2;
    }
  }

  // "not found: ...", "invalid argument: ..." and so on; "ok" when ok.
  std::string ToString() const;

  // Returns a copy whose message is prefixed with `context: `.
  Status WithContext(const std::string& context) const {
    if (ok()) return *this;
    return Status(code_, context + ": " + message_);
  }

 private:
  Status(Code code, std::string msg) : code_(code), message_(std::move(msg)) {}
  Code code_ = Code::kOk;
  std::string message_;
};

// A value or the Status that explains why there is none.
template <typename T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}          // NOLINT: implicit by design
  Result(Status status) : status_(std::move(status)) {}  // NOLINT: implicit by design

  bool ok() const { return status_.ok() && value_.has_value(); }
  const Status& status() const { return status_; }
  T& value() { return *value_; }
  const T& value() const { return *value_; }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }

 private:
  Status status_;
  std::optional<T> value_;
};

}  // namespace arbiter
