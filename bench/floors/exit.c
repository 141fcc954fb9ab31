/* Floor: a static C program that exits at once (the cost of exec alone). */
int main(void) { return 0; }
