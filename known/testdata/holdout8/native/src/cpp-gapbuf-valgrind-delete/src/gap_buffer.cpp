#include "gap_buffer.hpp"

#include <algorithm>
#include <cstring>

namespace edit {

GapBuffer::GapBuffer(std::size_t capacity) : buf_(new char[capacity]), cap_(capacity), gap_end_(capacity) {}

GapBuffer::~GapBuffer()
{
    delete buf_;
}

void GapBuffer::grow(std::size_t min_gap)
{
    std::size_t tail = cap_ - gap_end_;
    std::size_t ncap = std::max(cap_ * 2, size() + min_gap);
    char* nb = new char[ncap];
    std::memcpy(nb, buf_, gap_start_);
    std::memcpy(nb + ncap - tail, buf_ + gap_end_, tail);
    delete[] buf_;
    buf_ = nb;
    gap_end_ = ncap - tail;
    cap_ = ncap;
}

void GapBuffer::insert(char c)
{
    if (gap_start_ == gap_end_)
        grow(1);
    buf_[gap_start_++] = c;
}

void GapBuffer::insert(const std::string& s)
{
    if (gap_end_ - gap_start_ < s.size())
        grow(s.size());
    std::memcpy(buf_ + gap_start_, s.data(), s.size());
    gap_start_ += s.size();
}

void GapBuffer::erase_before(std::size_t n)
{
    gap_start_ -= std::min(n, gap_start_);
}

void GapBuffer::move_to(std::size_t pos)
{
    pos = std::min(pos, size());
    if (pos < gap_start_) {
        std::size_t n = gap_start_ - pos;
        std::memmove(buf_ + gap_end_ - n, buf_ + pos, n);
        gap_start_ -= n;
        gap_end_ -= n;
    } else if (pos > gap_start_) {
        std::size_t n = pos - gap_start_;
        std::memmove(buf_ + gap_start_, buf_ + gap_end_, n);
        gap_start_ += n;
        gap_end_ += n;
    }
}

std::string GapBuffer::text() const
{
    std::string s(buf_, gap_start_);
    s.append(buf_ + gap_end_, cap_ - gap_end_);
    return s;
}

} // namespace edit
