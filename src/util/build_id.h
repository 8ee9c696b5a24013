// The identity of the running executable's code: the GNU build id the linker writes into the
// binary (.note.gnu.build-id), a hash of its contents. Two binaries with the same build id run the
// same code, so a result one computed from the same inputs can be reused by the other.
#pragma once

#include <string>

namespace arbiter {

// The running executable's build id as lower-case hex ("bef5f1895b..."), or "" when the binary
// carries none (linked without --build-id). Computed once per process; thread-safe.
const std::string& ExecutableBuildId();

}  // namespace arbiter
