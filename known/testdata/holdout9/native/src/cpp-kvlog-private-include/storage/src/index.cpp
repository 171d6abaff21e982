#include "storage/segment.hpp"

namespace storage {
// the in-memory index lives in Segment for now; this file keeps the sparse on-disk index
std::size_t sparse_index_stride(std::size_t bytes) { return bytes < (1u << 20) ? 64 : 256; }
} // namespace storage
