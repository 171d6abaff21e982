#include "undo.hpp"

namespace edit {

bool UndoStack::pop(GapBuffer& into)
{
    if (snapshots_.empty())
        return false;
    into = snapshots_.back();
    snapshots_.pop_back();
    return true;
}

} // namespace edit
