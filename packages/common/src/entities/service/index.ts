// The service group's entities (CONTENT.md); each module adds its export here.
export {};
