#pragma once
#include <string>
#include "bounded_stack.hpp"

class History {
public:
    explicit History(std::size_t depth) : edits_(depth) {}
    void record(const std::string &edit) { edits_.push(edit); }
    std::string undo();
    std::size_t depth() const { return edits_.size(); }

private:
    BoundedStack<std::string> edits_;
};
