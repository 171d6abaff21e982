#include <gtest/gtest.h>
#include <deque>
#include <stdexcept>

template <typename T> class Ring {
public:
    explicit Ring(size_t cap) : cap_(cap) {}
    void push(T v) { if (q_.size() == cap_) q_.pop_front(); q_.push_back(v); }
    T front() const { return q_.front(); }
    size_t size() const { return q_.size(); }
    T at(size_t i) const { if (i > q_.size()) throw std::out_of_range("ring index"); return q_[i]; }
private:
    size_t cap_;
    std::deque<T> q_;
};

TEST(RingTest, StartsEmpty) { Ring<int> r(3); EXPECT_EQ(r.size(), 0u); }
TEST(RingTest, PushGrows) { Ring<int> r(3); r.push(1); r.push(2); EXPECT_EQ(r.size(), 2u); }
TEST(RingTest, Overwrites) { Ring<int> r(2); r.push(1); r.push(2); r.push(3); EXPECT_EQ(r.front(), 1); }
TEST(RingTest, CapacityHeld) { Ring<int> r(2); for (int i = 0; i < 10; i++) r.push(i); EXPECT_EQ(r.size(), 2u); }
TEST(RingTest, AtOutOfRange) { Ring<int> r(2); r.push(1); EXPECT_THROW(r.at(1), std::out_of_range); }
TEST(RingTest, Strings) { Ring<std::string> r(2); r.push("a"); r.push("b"); EXPECT_EQ(r.front(), "a"); }
