#include "app/protocol.hpp"

namespace chat {

std::string encode(const Message& m)
{
    return m.from + "\t" + m.room + "\t" + m.text + "\n";
}

bool decode(const std::string& line, Message& out)
{
    auto a = line.find('\t');
    if (a == std::string::npos)
        return false;
    auto b = line.find('\t', a + 1);
    if (b == std::string::npos)
        return false;
    out.from = line.substr(0, a);
    out.room = line.substr(a + 1, b - a - 1);
    out.text = line.substr(b + 1);
    return true;
}

std::vector<std::string> split_lines(std::string& pending, const std::string& chunk)
{
    std::vector<std::string> lines;
    pending += chunk;
    std::size_t start = 0, nl;
    while ((nl = pending.find('\n', start)) != std::string::npos) {
        lines.push_back(pending.substr(start, nl - start));
        start = nl + 1;
    }
    pending.erase(0, start);
    return lines;
}

} // namespace chat
