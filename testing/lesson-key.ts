/**
 * The spam lesson key of every test process on one PostgreSQL (as SPAM_LESSON_KEY is for replicas):
 * the embedded database's processes share the key file in its data directory instead.
 */
export const testLessonKey = "test-lesson-key-0123456789abcdef0123456789abcdef";
