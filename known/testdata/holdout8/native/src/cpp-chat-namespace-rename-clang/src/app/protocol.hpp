#pragma once
#include <string>
#include <vector>

namespace chat {

struct Message {
    std::string from;
    std::string room;
    std::string text;
};

std::string encode(const Message& m);
bool decode(const std::string& line, Message& out);
std::vector<std::string> split_lines(std::string& pending, const std::string& chunk);

} // namespace chat
