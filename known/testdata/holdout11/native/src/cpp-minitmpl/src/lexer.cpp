#include "minitmpl.hpp"
namespace mt {
std::vector<Token> lex(const std::string& src)
{
    std::vector<Token> out;
    std::size_t i = 0;
    while (i < src.size()) {
        auto open = src.find("{{", i);
        if (open == std::string::npos) { out.push_back({Token::Text, src.substr(i)}); break; }
        if (open > i) out.push_back({Token::Text, src.substr(i, open - i)});
        auto close = src.find("}}", open + 2);
        if (close == std::string::npos) {
            log(Level::Error, "unterminated tag at offset " + std::to_string(open));
            throw SyntaxError("unterminated tag at offset " + std::to_string(open));
        }
        std::string inner = src.substr(open + 2, close - open - 2);
        while (!inner.empty() && inner.front() == ' ') inner.erase(0, 1);
        while (!inner.empty() && inner.back() == ' ') inner.pop_back();
        if (!inner.empty() && inner[0] == '#') out.push_back({Token::BlockOpen, inner.substr(1)});
        else if (!inner.empty() && inner[0] == '/') out.push_back({Token::BlockClose, inner.substr(1)});
        else out.push_back({Token::Var, inner});
        i = close + 2;
    }
    return out;
}
}
