#include "history.hpp"

std::string History::undo() {
    if (edits_.empty())
        return "";
    return edits_.pop();
}
