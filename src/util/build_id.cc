#include "util/build_id.h"

#include <elf.h>
#include <link.h>

#include <cstring>

namespace arbiter {
namespace {

// dl_iterate_phdr visits the main program first; its notes segments hold the build id.
int FindBuildId(struct dl_phdr_info* info, size_t, void* data) {
  auto* out = static_cast<std::string*>(data);
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
    const char* end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      ElfW(Nhdr) note;
      std::memcpy(&note, p, sizeof note);
      const char* name = p + sizeof note;
      const char* desc = name + ((note.n_namesz + 3) & ~3u);
      const char* next = desc + ((note.n_descsz + 3) & ~3u);
      if (next > end) break;
      if (note.n_type == NT_GNU_BUILD_ID && note.n_namesz == 4 &&
          std::memcmp(name, "GNU", 4) == 0) {
        static const char kHex[] = "0123456789abcdef";
        for (unsigned k = 0; k < note.n_descsz; ++k) {
          const auto byte = static_cast<unsigned char>(desc[k]);
          out->push_back(kHex[byte >> 4]);
          out->push_back(kHex[byte & 15]);
        }
        return 1;
      }
      p = next;
    }
  }
  return 1;  // only the main program counts
}

}  // namespace

const std::string& ExecutableBuildId() {
  static const std::string id = [] {
    std::string s;
    dl_iterate_phdr(FindBuildId, &s);
    return s;
  }();
  return id;
}

}  // namespace arbiter
