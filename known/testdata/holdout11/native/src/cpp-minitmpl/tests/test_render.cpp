#include <gtest/gtest.h>
#include "minitmpl.hpp"
TEST(Render, Variable) { EXPECT_EQ(mt::render("Hi {{name}}!", {{"name", "Ann"}}), "Hi Ann!"); }
TEST(Render, EscapesValues) { EXPECT_EQ(mt::render("{{x}}", {{"x", "<i>"}}), "&lt;i&gt;"); }
TEST(Render, UndefinedIsEmptyWithWarning) { EXPECT_EQ(mt::render("[{{missing}}]", {}), "[]"); }
TEST(Render, UnclosedBlockThrows) {
    try {
        mt::render("{{#rows}}x", {}, {{"rows", {{}}}});
        FAIL() << "expected SyntaxError";
    } catch (const mt::SyntaxError& e) {
        EXPECT_STREQ(e.what(), "missing {{/rows}}");
    }
}
TEST(Render, ListBlock) {
    mt::Lists lists{{"rows", {{{"n", "1"}}, {{"n", "2"}}, {{"n", "3"}}}}};
    // a line holding only a block tag is dropped, as in Mustache
    const std::string tpl = "<ul>\n{{#rows}}\n  <li>{{n}}</li>\n{{/rows}}\n</ul>\n";
    EXPECT_EQ(mt::render(tpl, {}, lists), "<ul>\n  <li>1</li>\n  <li>2</li>\n  <li>3</li>\n</ul>\n");
}
TEST(Render, EmptyListRendersNothing) {
    mt::Lists lists{{"rows", {}}};
    EXPECT_EQ(mt::render("a{{#rows}}x{{/rows}}b", {}, lists), "ab");
}
TEST(Render, NestedVarsShadow) {
    mt::Lists lists{{"rows", {{{"name", "inner"}}}}};
    EXPECT_EQ(mt::render("{{#rows}}{{name}}{{/rows}} {{name}}", {{"name", "outer"}}, lists), "inner outer");
}
