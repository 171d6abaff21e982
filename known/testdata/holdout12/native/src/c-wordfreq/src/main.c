#include <stdio.h>
#include "wordfreq.h"
int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		struct node *l = count_words(argv[i]);
		for (struct node *n = l; n; n = n->next)
			printf("%d %s\n", n->count, n->word);
		list_free(l);
	}
	return 0;
}
