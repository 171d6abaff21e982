#include "minitmpl.hpp"
namespace mt {
static std::string render_tokens(const std::vector<Token>& toks, std::size_t& i, const Vars& vars, const Lists& lists, const std::string& until)
{
    std::string out;
    for (; i < toks.size(); i++) {
        const Token& t = toks[i];
        if (t.kind == Token::Text) out += t.text;
        else if (t.kind == Token::Var) {
            auto it = vars.find(t.text);
            if (it == vars.end()) { log(Level::Warn, "undefined variable '" + t.text + "' rendered empty"); continue; }
            out += html_escape(it->second);
        } else if (t.kind == Token::BlockClose) {
            if (t.text != until) throw SyntaxError("unexpected {{/" + t.text + "}}");
            return out;
        } else {
            std::size_t start = ++i;
            auto l = lists.find(t.text);
            if (l == lists.end() || l->second.empty()) { render_tokens(toks, i, vars, lists, t.text); continue; }
            for (const auto& item : l->second) {
                Vars merged = vars;
                for (auto& kv : item) merged[kv.first] = kv.second;
                i = start;
                out += render_tokens(toks, i, merged, lists, t.text);
            }
        }
    }
    if (!until.empty()) throw SyntaxError("missing {{/" + until + "}}");
    return out;
}
std::string render(const std::string& src, const Vars& vars, const Lists& lists)
{
    auto toks = lex(src);
    std::size_t i = 0;
    return render_tokens(toks, i, vars, lists, "");
}
}
