#pragma once
#include <cstddef>
#include <string>

namespace edit {

// The text buffer of the editor: a gap buffer over a raw char array.
class GapBuffer {
public:
    explicit GapBuffer(std::size_t capacity = 64);
    ~GapBuffer();

    void insert(char c);
    void insert(const std::string& s);
    void erase_before(std::size_t n);   // backspace
    void move_to(std::size_t pos);
    std::size_t size() const { return cap_ - (gap_end_ - gap_start_); }
    std::size_t cursor() const { return gap_start_; }
    std::string text() const;

private:
    void grow(std::size_t min_gap);

    char* buf_;
    std::size_t cap_;
    std::size_t gap_start_ = 0, gap_end_;
};

} // namespace edit
