#pragma once
#include <vector>

#include "gap_buffer.hpp"

namespace edit {

// Undo by snapshots: cheap enough for the small buffers of the command line.
class UndoStack {
public:
    void push(const GapBuffer& b) { snapshots_.push_back(b); }
    bool pop(GapBuffer& into);
    std::size_t depth() const { return snapshots_.size(); }

private:
    std::vector<GapBuffer> snapshots_;
};

} // namespace edit
